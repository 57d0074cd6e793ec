import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string, signedInAs = 'member.demo') =>
  renderScreens(screens, url, { signedInAs });
const depositsTable = (accountNumber: string) =>
  screen.findByRole('grid', { name: `Deposits on account ${accountNumber}` }, { timeout: 5_000 });
const arrangement = () => screen.findByRole('article', {}, { timeout: 5_000 });

describe('doc 1 §2.2 Deposits page (/billpayments/view-deposits)', () => {
  it('shows the deposits on every account of the member under one Deposits title', async () => {
    await open('/billpayments/view-deposits');
    await depositsTable('1000001');
    expect(await depositsTable('3000002')).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Deposits' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    // the accounts' headings sit under the page's title
    expect(screen.getByRole('heading', { level: 2, name: 'Account 1000001' })).toBeVisible();
  });

  it('query accountno: only that account, and the way to all of them', async () => {
    const user = userEvent.setup();
    const { router } = await open('/billpayments/view-deposits?accountno=3000002');
    await depositsTable('3000002');
    expect(screen.queryByRole('grid', { name: 'Deposits on account 1000001' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'View deposits on all your accounts' }));
    expect(router.state.location.search).toBe('');
    expect(await depositsTable('1000001')).toBeVisible();
  });

  it('member.solo: the empty state', async () => {
    await open('/billpayments/view-deposits', 'member.solo');
    expect(
      await screen.findByText('There are no deposits on your accounts.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('leads back to All Accounts when opened from that list', async () => {
    const user = userEvent.setup();
    const { router } = await open(
      '/billpayments/view-deposits?accountno=1000001&isFromViewAllAccounts=true',
    );
    await depositsTable('1000001');
    await user.click(screen.getByRole('link', { name: 'Back to All Accounts' }));
    expect(router.state.location.pathname).toBe('/view-all-accounts');
  });

  it('says the page is not available when the Deposits feature is off (as the menu hides it)', async () => {
    localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify({ features: { Deposits: false } }));
    await open('/billpayments/view-deposits');
    expect(
      await screen.findByText('Deposits are not available at this time.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
      'href',
      '/accountoverview',
    );
    expect(screen.queryByRole('region', { name: 'Deposits' })).toBeNull();
  });
});

describe('doc 1 §2.2, doc 2 §2.1 Arrangements page (/billpayments/view-arrangements)', () => {
  it('member.demo: the arrangement on 3000002 under one Arrangements title', async () => {
    await open('/billpayments/view-arrangements');
    const card = await arrangement();
    expect(within(card).getByText('$75.00')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Arrangements' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Account 3000002' })).toBeVisible();
    expect(within(card).getByRole('heading', { level: 3 })).toBeVisible();
  });

  it('member.many: the overdue warning of the overview (doc 2 §2.1)', async () => {
    await open('/billpayments/view-arrangements?accountno=3000021', 'member.many');
    const card = await arrangement();
    expect(within(card).getByRole('status')).toHaveTextContent(
      /^Warning: Your arrangement payment of \$50\.00 was due on \d{2}\/\d{2}\/\d{4} and has not been received\.$/,
    );
  });

  it('an account without an arrangement (query accountno)', async () => {
    await open('/billpayments/view-arrangements?accountno=1000001');
    expect(
      await screen.findByText(
        'There are no payment arrangements on account 1000001.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View arrangements on all your accounts' }),
    ).toHaveAttribute('href', '/billpayments/view-arrangements');
  });

  it('says the page is not available when the Arrangements feature is off', async () => {
    localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify({ features: { Arrangements: false } }));
    await open('/billpayments/view-arrangements');
    expect(
      await screen.findByText('Payment arrangements are not available at this time.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Arrangements' })).toBeNull();
  });
});
