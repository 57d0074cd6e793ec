import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string, signedInAs = 'member.demo') =>
  renderScreens(screens, url, { signedInAs });

describe('doc 1 §2.2 /billpayments/payment-profile', () => {
  it('shows the stored methods under one Payment Profile title, and the way to auto pay', async () => {
    await open('/billpayments/payment-profile');
    const list = await screen.findByRole(
      'grid',
      { name: 'Your payment methods' },
      { timeout: 5_000 },
    );
    expect(within(list).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Profile' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Payment Profile' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Set up auto payments' })).toHaveAttribute(
      'href',
      '/billpayments/auto-pay',
    );
  });

  it('back from the provider after Cancel: says nothing was saved', async () => {
    await open('/billpayments/payment-profile?canceled=true');
    expect(
      await screen.findByText(
        'Adding a payment method was canceled. Nothing was saved.',
        {},
        {
          timeout: 5_000,
        },
      ),
    ).toBeVisible();
  });
});

describe('doc 1 §2.2, §9 /billpayments/auto-pay', () => {
  it('lists each account with its auto payment under one Auto Payments title', async () => {
    await open('/billpayments/auto-pay');
    const list = await screen.findByRole(
      'grid',
      { name: 'Auto payments by account' },
      {
        timeout: 5_000,
      },
    );
    expect(within(list).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(list).getByText('Draft Pay Enrolled')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Auto Payments' })).toBeVisible();
  });
});
