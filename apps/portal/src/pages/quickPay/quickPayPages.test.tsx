import {
  getPaymentStatus,
  getQuickPayPaymentStatus,
  sessionStorageKeys,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer, handle } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const renderRoute = (url: string, options?: { signedInAs?: string }) =>
  renderScreens(screens, url, options);

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

type Result = EndpointAnswer<typeof getPaymentStatus>;
const paid: Result = {
  postbackMessage: 'Your payment was successful. Thank you!',
  accountBalance: 0,
  paymentAmount: 142.37,
  convenienceFee: 2.95,
  cardOrBankAccountNumberLastFourDigits: '4242',
  confirmationNumber: 'PRC-123456',
};

describe('doc 1 §2.5, doc 3 §2.12 /quick-pay', () => {
  it('opens the Quick Pay dialog prefilled from accountno (first 12) and phone (first 4)', async () => {
    await renderRoute('/quick-pay?accountno=1000001999999999&phone=111122');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    expect(within(dialog).getByRole('textbox', { name: 'Account Number' })).toHaveValue(
      '100000199999',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
    ).toHaveValue('1111');
  });

  it('a 13-digit accountno is cut to 12; characters that are not digits prefill nothing', async () => {
    await renderRoute('/quick-pay?accountno=1234567890123&phone=12ab');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    expect(within(dialog).getByRole('textbox', { name: 'Account Number' })).toHaveValue(
      '123456789012',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
    ).toHaveValue('');
  });

  it('closing the dialog goes home', async () => {
    const { router } = await renderRoute('/quick-pay');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(where(router)).toBe('/home'));
  });

  it('closing mid-way asks first; Yes goes home', async () => {
    const { router } = await renderRoute('/quick-pay?accountno=1000001&phone=1111');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const quit = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    await userEvent.click(within(quit).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(where(router)).toBe('/home'));
  });

  it('with the QuickPay feature off: the doc 1 §8 message, and no dialog', async () => {
    localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify({ features: { QuickPay: false } }));
    await renderRoute('/quick-pay?accountno=1000001&phone=1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service unavailable, please contact administrator.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Pay' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a signed-in member goes to the account overview', async () => {
    const { router } = await renderRoute('/quick-pay?accountno=1000001', {
      signedInAs: 'member.demo',
    });
    await waitFor(() => expect(where(router)).toBe('/accountoverview'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('doc 2 §2.9 /payment-success', () => {
  it('Quick Pay: the result through the quick-pay token, without sign-in; Done goes home', async () => {
    const seen: string[] = [];
    server.use(
      handle(getQuickPayPaymentStatus, ({ query }) => {
        seen.push(query.encryptedPayload);
        return paid;
      }),
    );
    const { router } = await renderRoute(
      '/payment-success?isFromQuickPay=true&encodedParam=demo-result~T1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Success' })).toBeVisible();
    expect(await screen.findByText('Your payment was successful. Thank you!')).toBeVisible();
    const rows = [...document.querySelectorAll('dl dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Confirmation Number', 'PRC-123456'],
      ['Payment Amount', '$142.37'],
      ['Convenience Fee', '$2.95'],
      ['Card or Bank Account', 'Ending in 4242'],
      ['Account Balance', '$0.00'],
    ]);
    expect(seen).toEqual(['demo-result~T1']);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/home'));
  });

  it('a member: the result as the signed-in member; Done goes to the overview with accountno', async () => {
    server.use(handle(getPaymentStatus, () => paid));
    const { router } = await renderRoute(
      '/payment-success?encodedParam=demo-result~T2&accountno=1000001',
      { signedInAs: 'member.demo' },
    );
    expect(await screen.findByText('PRC-123456')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/accountoverview?accountno=1000001'));
  });

  it('a payment of several accounts: each account with its amount and balance', async () => {
    server.use(
      handle(getPaymentStatus, () => ({
        ...paid,
        paymentAmount: 150,
        accounts: [
          { accountNumber: '1000001', paymentAmount: 100, accountBalance: 42.37 },
          { accountNumber: '3000002', paymentAmount: 50, accountBalance: 0 },
        ],
      })),
    );
    await renderRoute('/payment-success?encodedParam=demo-result~T6', {
      signedInAs: 'member.demo',
    });
    const table = await screen.findByRole('grid', { name: 'Accounts paid' });
    for (const [account, amount, balance] of [
      ['1000001', '$100.00', '$42.37'],
      ['3000002', '$50.00', '$0.00'],
    ] as const) {
      const row = within(table).getByRole('row', { name: new RegExp(account) });
      expect(within(row).getByRole('gridcell', { name: amount })).toBeVisible();
      expect(within(row).getByRole('gridcell', { name: balance })).toBeVisible();
    }
  });

  it('a member without accountno: Done goes to the overview with member_number', async () => {
    server.use(handle(getPaymentStatus, () => paid));
    const { router } = await renderRoute('/payment-success?encodedParam=demo-result~T3', {
      signedInAs: 'member.demo',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/accountoverview?member_number=800001'));
  });

  it('a member’s result for a visitor who is not signed in: sign in first, then come back', async () => {
    const url = '/payment-success?encodedParam=demo-result~T4&accountno=1000001';
    const { router } = await renderRoute(url);
    await waitFor(() => expect(where(router)).toBe(`/login?returnUrl=${encodeURIComponent(url)}`));
  });

  it('no encodedParam: a clear message and Done, never a blank page', async () => {
    const { router } = await renderRoute('/payment-success?isFromQuickPay=true');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment result is not available.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/home'));
  });

  it('the result call fails: its doc 1 §8 message', async () => {
    server.use(
      http.get(anyBase(getQuickPayPaymentStatus.path), () =>
        errorAnswer(400, 'We could not find that payment.'),
      ),
    );
    await renderRoute('/payment-success?isFromQuickPay=true&encodedParam=unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that payment.');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Result' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  it('the quick-pay token has expired: Unauthorized access.', async () => {
    server.use(
      http.get(anyBase(getQuickPayPaymentStatus.path), () => errorAnswer(401, 'Token expired')),
    );
    await renderRoute('/payment-success?isFromQuickPay=true&encodedParam=demo-result~T5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized access.');
  });
});

describe('doc 2 §2.9 /payment-cancel', () => {
  it('a guest: the message; Done goes home', async () => {
    const { router } = await renderRoute('/payment-cancel');
    expect(await screen.findByText('Your payment has been canceled.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/home'));
  });

  it('a signed-in member: Done goes to the account overview', async () => {
    const { router } = await renderRoute('/payment-cancel', { signedInAs: 'member.demo' });
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/accountoverview'));
  });

  // doc 2 §2.9, §6: the cancel page checks for a valid access token; a stored session whose token
  // has expired is no sign-in.
  const storeSession = (expiresAt: number) =>
    localStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify({
        user: {
          accessToken: 'demo-member~member.demo~800001~9999999999999',
          memberNumber: '800001',
          expireInMinutes: 30,
          memberMfaEnabled: false,
        },
        expiresAt,
      }),
    );

  it('a stored session with a valid token: Done goes to the account overview', async () => {
    storeSession(Date.now() + 10 * 60_000);
    const { router } = await renderRoute('/payment-cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/accountoverview'));
  });

  it('a stored session whose token has expired: Done goes home', async () => {
    storeSession(Date.now() - 1_000);
    const { router } = await renderRoute('/payment-cancel');
    expect(await screen.findByText('Your payment has been canceled.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/home'));
  });
});
