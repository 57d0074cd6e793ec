import { CUTOFF_MESSAGE } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (signedInAs: string) =>
  renderScreens(screens, '/billpayments/pay-multiple', { signedInAs });

describe('doc 1 §2.2 Pay Multiple Accounts (/billpayments/pay-multiple)', () => {
  it('the member’s accounts under one title, each with its amount', async () => {
    await open('member.demo');
    expect(
      await screen.findByRole('table', { name: 'Your accounts' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay Multiple Accounts' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Pay Multiple Accounts' })).toHaveLength(1);
    for (const account of ['1000001', '3000002', '3000003']) {
      expect(
        screen.getByRole('textbox', { name: `Payment Amount for account ${account}` }),
      ).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('doc 1 §4.1 member.states: the cutoff block in a dialog', async () => {
    await open('member.states');
    expect(
      await screen.findByRole('alertdialog', { name: 'Payment not available' }, { timeout: 5_000 }),
    ).toHaveTextContent(CUTOFF_MESSAGE);
  });
});

describe('doc 1 §3 allowFutureDatedPayments on Pay Multiple Accounts', () => {
  it('the site allows future-dated payments (the demo co-op): a Payment Date', async () => {
    await open('member.demo');
    await screen.findByRole('table', { name: 'Your accounts' }, { timeout: 5_000 });
    expect(screen.getByRole('group', { name: 'Payment Date' })).toBeVisible();
  });

  it('without it: no Payment Date, the payment is made now', async () => {
    localStorage.setItem(
      DEMO_OVERRIDES_KEY,
      JSON.stringify({ config: { allowFutureDatedPayments: false } }),
    );
    await open('member.demo');
    await screen.findByRole('table', { name: 'Your accounts' }, { timeout: 5_000 });
    expect(screen.queryByRole('group', { name: 'Payment Date' })).toBeNull();
  });
});
