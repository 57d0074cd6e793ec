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

const tileLinks = async () => {
  const list = await screen.findByRole('list', { name: 'Account management' }, { timeout: 5_000 });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
};

describe('doc 3 §2.1 Account Management (/account-management, public)', () => {
  it('a guest finds sign in, registration, both recovery pages and Quick Pay', async () => {
    await renderScreens(screens, '/account-management');
    expect(await tileLinks()).toEqual([
      ['Open Sign In', '/login'],
      ['Open Register', '/register'],
      ['Open Forgot Username', '/forgot-username'],
      ['Open Forgot Password', '/forgot-password'],
      ['Open Quick Pay', '/quick-pay'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
  });

  it('a signed-in member finds the profile pages, notifications and accounts', async () => {
    await renderScreens(screens, '/account-management', { signedInAs: 'member.demo' });
    expect(await tileLinks()).toEqual([
      ['Open My Profile', '/my-profile'],
      ['Open Account Profile', '/account-profile'],
      ['Open Payment Profile', '/billpayments/payment-profile'],
      ['Open Manage Notifications', '/manage-notifications'],
      ['Open Accounts', '/account-list'],
    ]);
  });
});
