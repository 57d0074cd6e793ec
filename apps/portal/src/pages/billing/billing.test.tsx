import { createDemoServer } from '@coop-portal/mocks/node';
import { demoAnswer, issueToken } from '@coop-portal/mocks';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no object URLs (the bill's PDF is shown from one).
beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:bill' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const open = (url: string, signedInAs = 'member.demo') =>
  renderScreens(screens, url, { signedInAs });
const history = () =>
  screen.findByRole('grid', { name: 'Billing and payment history' }, { timeout: 5_000 });

/** An account's bill dates (yyyy-MM-dd), newest first, as the demo co-op dates them today. */
async function billDates(accountNumber: string): Promise<string[]> {
  const answer = await demoAnswer(
    new Request(`http://localhost/api/v3/account/${accountNumber}/bills/history`, {
      headers: { Authorization: `Bearer ${issueToken('member', 'member.demo', '800001')}` },
    }),
  );
  return ((await answer!.json()) as { billDate: string }[]).map((bill) => bill.billDate);
}

describe('doc 1 §2.2 Account History (/billpayments/history)', () => {
  it('shows the primary account’s history under one Account History title', async () => {
    await open('/billpayments/history');
    await history();
    expect(screen.getByRole('heading', { level: 1, name: 'Account History' })).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Account 1000001')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Billing & Payment History' })).toBeVisible();
  });

  it('shows the account of query accountno when it is the member’s, else the primary', async () => {
    await open('/billpayments/history?accountno=3000002');
    await history();
    expect(screen.getByText('Account 3000002')).toBeVisible();
    cleanup();
    await open('/billpayments/history?accountno=3000022');
    await history();
    expect(screen.getByText('Account 1000001')).toBeVisible();
  });

  it('says so for an account without history', async () => {
    await open('/billpayments/history?accountno=3000022', 'member.many');
    expect(
      await screen.findByText('No Billing / Payment History Record Found', {}, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('leads back to All Accounts when opened from that list', async () => {
    const user = userEvent.setup();
    const { router } = await open('/billpayments/history?isFromViewAllAccounts=true');
    await history();
    await user.click(screen.getByRole('link', { name: 'Back to All Accounts' }));
    expect(router.state.location.pathname).toBe('/view-all-accounts');
  });
});

describe('a bill link (/viewbill: query accountno and billdate)', () => {
  it('shows the bill’s PDF in the page, with its download and the way to the history', async () => {
    const [newest] = await billDates('1000001');
    const user = userEvent.setup();
    const { router } = await open(`/viewbill?accountno=1000001&billdate=${newest}`);
    const us = `${newest!.slice(5, 7)}/${newest!.slice(8, 10)}/${newest!.slice(0, 4)}`;
    expect(await screen.findByTitle(`Bill of ${us}`, {}, { timeout: 5_000 })).toHaveAttribute(
      'src',
      'blob:bill',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'View Bill' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: `Download statement-1000001-${newest}.pdf` }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'View Billing & Payment History' }));
    expect(router.state.location.pathname).toBe('/billpayments/history');
    expect(router.state.location.search).toBe('?accountno=1000001');
  });

  it('the 6th newest bill, or no bill date: the statement is not available', async () => {
    const dates = await billDates('1000001');
    await open(`/viewbill?accountno=1000001&billdate=${dates[5]}`);
    expect(
      await screen.findByText('The billing statement is not available.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByText('Please check back soon.')).toBeVisible();
    cleanup();
    await open('/viewbill');
    expect(
      await screen.findByText('The billing statement is not available.', {}, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('the 12th newest bill’s file is gone: Bill History File not found.', async () => {
    const dates = await billDates('1000001');
    await open(`/viewbill?accountno=1000001&billdate=${dates[11]}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Bill History File not found.',
    );
  });
});

describe('/no-bill', () => {
  it('says the statement is not available, with the ways back', async () => {
    await open('/no-bill?accountno=3000002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bill Not Available' }),
    ).toBeVisible();
    const message = screen.getByRole('status');
    expect(within(message).getByText('The billing statement is not available.')).toBeVisible();
    expect(within(message).getByText('Please check back soon.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Billing & Payment History' })).toHaveAttribute(
      'href',
      '/billpayments/history?accountno=3000002',
    );
    expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
      'href',
      '/accountoverview',
    );
  });
});
