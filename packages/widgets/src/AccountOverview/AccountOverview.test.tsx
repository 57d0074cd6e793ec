import {
  getAccountInfo,
  getLinkedAccounts,
  getMemberPaymentSettings,
  getMyMeterUrl,
} from '@coop-portal/api-client';
import {
  anyBase,
  CUTOFF_MESSAGE,
  demoAnswer,
  errorAnswer,
  handle,
  setDemoOverrides,
} from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import {
  paymentSettings,
  setUpDemoBackend,
  memberSession,
  TEST_API as API,
  catchDownloads,
} from '../shared/testing';
import { AccountOverview, type AccountOverviewProps } from './AccountOverview';

const { server } = setUpDemoBackend();
afterEach(() => {
  setDemoOverrides();
  vi.restoreAllMocks();
});

const members = {
  '1000001': ['member.demo', '800001'],
  '3000002': ['member.demo', '800001'],
  '3000003': ['member.demo', '800001'],
  '3000011': ['member.solo', '800003'],
  '3000021': ['member.many', '800004'],
  '3000022': ['member.many', '800004'],
  '3000024': ['member.many', '800004'],
  '3000025': ['member.many', '800004'],
  '3000026': ['member.many', '800004'],
} as const;

async function renderOverview(
  props: Partial<AccountOverviewProps> & { accountNumber?: keyof typeof members } = {},
) {
  const accountNumber = props.accountNumber ?? '1000001';
  const [userName, memberNumber] = members[accountNumber];
  const session = await memberSession(userName);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <AccountOverview {...props} accountNumber={accountNumber} memberNumber={memberNumber} />
    </CoopWidgetProvider>,
  );
  await screen.findByRole('group', { name: 'Account actions' }, { timeout: 5_000 });
  return { user, ...view };
}

const banner = (id: string) => document.querySelector(`[data-banner="${id}"]`);
const bannerIds = () =>
  [...document.querySelectorAll('[data-banner]')].map((node) => node.getAttribute('data-banner'));
const card = (name: string) => screen.getByRole('region', { name });

describe('doc 2 §2.1 account overview: banners', () => {
  it('shows the statement heading, bill message and capital credit refund of 1000001', async () => {
    await renderOverview();
    expect(bannerIds()).toEqual(['statement', 'capitalCreditRefund']);
    expect(banner('statement')).toHaveTextContent(
      'Your statement is ready. Thank you for being a member-owner!',
    );
    expect(banner('statement')).toHaveTextContent('Annual meeting: join us');
    expect(banner('capitalCreditRefund')).toHaveTextContent(
      'A capital credit refund of $42.17 was applied to your account this year.',
    );
  });

  it('shows the prepaid disconnect alert and the active outage with its restoration time (3000003)', async () => {
    await renderOverview({ accountNumber: '3000003' });
    expect(bannerIds()).toEqual(['prepaidDisconnect', 'outage']);
    expect(banner('prepaidDisconnect')).toHaveTextContent('Your prepaid balance is running low.');
    expect(banner('outage')).toHaveTextContent(
      /There is an active outage at this service location\. Estimated restoration time: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)\./,
    );
  });

  it('shows the arrangement note (3000002) and warns of an overdue arrangement payment (3000021)', async () => {
    const { unmount } = await renderOverview({ accountNumber: '3000002' });
    expect(bannerIds()).toEqual(['arrangement']);
    expect(banner('arrangement')).toHaveTextContent('Payment arrangement: $25.00 per month');
    unmount();

    await renderOverview({ accountNumber: '3000021' });
    expect(bannerIds()).toEqual(['arrangement', 'arrangementOverdue']);
    expect(banner('arrangementOverdue')).toHaveTextContent(
      /Your arrangement payment of \$50\.00 was due on \d{2}\/\d{2}\/\d{4} and has not been received\./,
    );
  });

  it('shows the cutoff message of a Past Due account (3000026), not of one with returned items (3000025)', async () => {
    const { unmount } = await renderOverview({ accountNumber: '3000026' });
    expect(bannerIds()).toEqual(['cutoff']);
    expect(banner('cutoff')).toHaveTextContent('Your account is past due.');
    unmount();

    await renderOverview({ accountNumber: '3000025' });
    expect(bannerIds()).toEqual(['returnedItems']);
    expect(banner('returnedItems')).toHaveTextContent('This account has returned payments.');
  });
});

describe('doc 2 §2.1, §4; doc 1 §9 the account card', () => {
  it('shows holder, number, status, address, total amount due and due date', async () => {
    await renderOverview();
    const summary = card('Jordan Rivers');
    expect(within(summary).getByText('1000001')).toBeVisible();
    expect(within(summary).getByText('Active Electric')).toBeVisible();
    expect(within(summary).getByText('418 Prairie View Rd, Riverbend, KS 66000')).toBeVisible();
    expect(within(summary).getByText('Total Amount Due')).toBeVisible();
    expect(within(summary).getByText('$142.37')).toBeVisible();
    expect(within(summary).getByText(/^Due Date: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    expect(summary).not.toHaveAttribute('data-warning');
  });

  it('uses the prepaid wording and N/A for a prepaid account (3000003)', async () => {
    await renderOverview({ accountNumber: '3000003' });
    const summary = card('Jordan Rivers');
    expect(within(summary).getByText('Prepaid Balance')).toBeVisible();
    expect(within(summary).queryByText('Total Amount Due')).toBeNull();
    expect(within(summary).getByText('$37.85')).toBeVisible();
    expect(within(summary).getByText('Due Date: N/A')).toBeVisible();
    expect(within(summary).getByText('Current Electric Prepaid')).toBeVisible();
  });

  it('shows a negative prepaid balance in parentheses', async () => {
    server.use(
      http.get(anyBase(getAccountInfo.path), async ({ request }) => {
        const answer = await demoAnswer(request);
        const body = (await answer!.json()) as Record<string, unknown>;
        return Response.json({ ...body, accountBalance: -12.5 });
      }),
    );
    await renderOverview({ accountNumber: '3000003' });
    expect(within(card('Jordan Rivers')).getByText('($12.50)')).toBeVisible();
  });

  it('says past due and cutoff in words as well as by style (3000026)', async () => {
    await renderOverview({ accountNumber: '3000026' });
    const summary = card('Riley Okafor');
    expect(summary).toHaveAttribute('data-warning', 'cutoff');
    expect(within(summary).getByText('Cutoff')).toBeVisible();
    expect(within(summary).getByText('Past Due Amount: $120.00')).toBeVisible();
    expect(within(summary).getByText(/^Cutoff Date: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  });

  it('shows the auto-pay label, EZ Pay where whecEnabled is on (3000024)', async () => {
    const { unmount } = await renderOverview({ accountNumber: '3000024' });
    expect(within(card('Riley Okafor')).getByText('Draft Pay Enrolled')).toBeVisible();
    unmount();
    setDemoOverrides({ config: { whecEnabled: true } });
    await renderOverview({ accountNumber: '3000024' });
    expect(within(card('Riley Okafor')).getByText('EZ Pay Enrolled')).toBeVisible();
  });
});

describe('doc 2 §2.1 buttons', () => {
  it('Pay Bill opens the signed-in payment confirmation for the account', async () => {
    const { user } = await renderOverview();
    await user.click(screen.getByRole('button', { name: 'Pay Bill' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Payment Confirmation' },
      { timeout: 5_000 },
    );
    expect(await within(dialog).findByText('$142.37', {}, { timeout: 5_000 })).toBeVisible();
  });

  it('Pay Bill shows the cutoff block when the co-op does not let cutoff accounts pay online', async () => {
    const { user } = await renderOverview({ accountNumber: '3000026' });
    server.use(
      handle(getMemberPaymentSettings, () =>
        paymentSettings({ payOnlinePayCutoffAccount: false }, { memberHasCutoffAccount: true }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Pay Bill' }));
    const prompt = await screen.findByRole(
      'alertdialog',
      { name: 'Payment not available' },
      { timeout: 5_000 },
    );
    expect(prompt).toHaveTextContent(CUTOFF_MESSAGE);
  });

  it('Report Outage leads to the account’s outage page', async () => {
    await renderOverview({ accountNumber: '3000003' });
    expect(screen.getByRole('link', { name: 'Report Outage' })).toHaveAttribute(
      'href',
      '/outage-status?accountno=3000003&accounttype=Electric&locationid=LOC-3000003&memberno=800001',
    );
  });

  it('My Meter opens the energy-tracking link in a new tab', async () => {
    const tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await renderOverview();
    await user.click(screen.getByRole('button', { name: 'My Meter' }));
    await waitFor(() => expect(tab.location.href).toMatch(/\?account=1000001#mymeter$/));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('My Meter says the service is unavailable when the link fails', async () => {
    const tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(http.get(anyBase(getMyMeterUrl.path), () => errorAnswer(500, 'down')));
    const { user } = await renderOverview();
    await user.click(screen.getByRole('button', { name: 'My Meter' }));
    expect(
      await screen.findByText('Service unavailable, please contact administrator.'),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens My Meter on arrival (a page’s link=mymeter)', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const opened = vi.fn();
    await renderOverview({ openMyMeter: true, onMyMeterOpened: opened });
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toMatch(/\?account=1000001#mymeter$/);
  });

  it('offers the My Meter link when the browser blocks the tab opened on arrival', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const opened = vi.fn();
    await renderOverview({ openMyMeter: true, onMyMeterOpened: opened });
    const link = await screen.findByRole('link', { name: /Open My Meter/ });
    expect(link.getAttribute('href')).toMatch(/\?account=1000001#mymeter$/);
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('doc 2 §2.1 cards', () => {
  it('shows My Account, My Bill, Quick Links and Payment Programs in the full layout', async () => {
    await renderOverview();
    // Paperless Billing follows the member details (paperless is on for 1000001).
    await within(card('Quick Links')).findByRole('link', { name: 'Paperless Billing' });
    expect(within(card('My Account')).getByText('ON')).toBeVisible();
    expect(within(card('My Bill')).getByText('$142.37')).toBeVisible();
    const quick = within(card('Quick Links'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(quick).toEqual([
      'Account Profile',
      'Alerts & Notifications',
      'Paperless Billing',
      'Outage Reporting',
      'Service Requests',
      'Usage Tracker',
      'Capital Credit Statement',
    ]);
    const programs = within(card('Payment Programs'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(programs).toEqual([
      'Auto Pay',
      'Average Billing',
      'Draft Payments',
      'Payment Arrangement',
      'Pay Multiple Accounts',
      'Operation Roundup',
    ]);
    expect(screen.queryByRole('region', { name: 'Arrangement Details' })).toBeNull();
  });

  it('shows the Average Billing card and the arrangement details of 3000002', async () => {
    await renderOverview({ accountNumber: '3000002' });
    const average = card('Average Billing');
    expect(within(average).getByText('Year-to-Date Budget Difference')).toBeVisible();
    expect(within(average).getByText('-$12.40')).toBeVisible();
    expect(within(average).getByText('$48.60')).toBeVisible();
    const arrangement = card('Arrangement Details');
    expect(within(arrangement).getByText('$75.00')).toBeVisible();
    expect(within(arrangement).getByText('$25.00')).toBeVisible();
    expect(within(arrangement).queryByText('Overdue')).toBeNull();
  });

  it('shows a usage card with the latest month when the account has no budget billing', async () => {
    await renderOverview();
    const usageCard = card('Usage');
    expect(await within(usageCard).findByText(/^Usage in \w+ \d{4}$/)).toBeVisible();
    expect(within(usageCard).getByText('Monthly Average')).toBeVisible();
  });

  it('says usage is not available for an account without viewable usage (3000022)', async () => {
    await renderOverview({ accountNumber: '3000022' });
    expect(
      within(card('Usage')).getByText('Usage history is not available for this account.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Billed Usage Summary' })).toBeNull();
  });

  it('marks an overdue arrangement payment (3000021)', async () => {
    await renderOverview({ accountNumber: '3000021' });
    expect(within(card('Arrangement Details')).getByText('Overdue')).toBeVisible();
  });

  it('shows the Meter Reading link of an account that collects readings (3000011)', async () => {
    await renderOverview({ accountNumber: '3000011' });
    expect(
      within(card('Quick Links')).getByRole('link', { name: 'Meter Reading' }),
    ).toHaveAttribute('href', '/service-requests?accountno=3000011');
  });

  it('replaces the payment programs with the co-op’s custom menu', async () => {
    setDemoOverrides({
      config: {
        useCustomMenu: true,
        mcpMenu: [{ title: 'Budget Plan', moduleLink: 'levelized-billing' }],
      },
    });
    await renderOverview();
    const programs = card('Payment Programs');
    expect(
      within(programs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Budget Plan']);
  });
});

describe('doc 2 §2.1 capital credit statement', () => {
  catchDownloads();

  it('opens the statement in a dialog', async () => {
    const { user } = await renderOverview();
    await user.click(screen.getByRole('button', { name: 'Capital Credit Statement' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Capital Credit Statement' },
      { timeout: 5_000 },
    );
    expect(
      await within(dialog).findByRole('link', { name: /Download/ }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('shows ‘Capital Credit File not found.’ when the file is gone (3000011)', async () => {
    const { user } = await renderOverview({ accountNumber: '3000011' });
    await user.click(screen.getByRole('button', { name: 'Capital Credit Statement' }));
    await waitFor(() => expect(banner('capitalCreditFileNotFound')).not.toBeNull(), {
      timeout: 5_000,
    });
    expect(banner('capitalCreditFileNotFound')).toHaveTextContent('Capital Credit File not found.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('doc 2 §2.1 Billed Usage Summary', () => {
  it('shows the last 12 months and leads to the usage tracker’s Monthly tab', async () => {
    const navigate = vi.fn();
    const { user } = await renderOverview({ onNavigate: navigate });
    const section = card('Billed Usage Summary');
    expect(
      await within(section).findByRole(
        'figure',
        { name: /Monthly usage, last 12 months/ },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    await user.click(within(section).getByRole('link', { name: 'View Details' }));
    expect(navigate).toHaveBeenCalledWith('/usage-tracker?accountno=1000001', {
      isMonthlyUsageTab: true,
    });
  });
});

describe('doc 2 §2.1, §8 linked accounts', () => {
  it('lists the linked accounts with the total of their billed balances (member.many)', async () => {
    await renderOverview({ accountNumber: '3000021' });
    const linked = card('Linked Accounts');
    const table = await within(linked).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    // 0 + 214.50 + 33.33 + 89.90 + 402.16 + 17.45
    expect(within(table).getByText('$757.34')).toBeVisible();
  });

  it('is not shown for an account that is not linked', async () => {
    await renderOverview();
    expect(screen.queryByRole('region', { name: 'Linked Accounts' })).toBeNull();
  });

  it('says ‘Failed to load linked accounts: ’ plus the error', async () => {
    server.use(http.get(anyBase(getLinkedAccounts.path), () => errorAnswer(404, 'Not found.')));
    await renderOverview({ accountNumber: '3000021' });
    expect(
      await within(card('Linked Accounts')).findByText(/^Failed to load linked accounts: /),
    ).toBeVisible();
  });
});

describe('doc 2 §2.1 the basic layout (ACCOUNT_OVERVIEW_LAYOUT = BASIC)', () => {
  it('shows one column: the account card, My Bill, history, usage and the links as a plain list', async () => {
    setDemoOverrides({ config: { ACCOUNT_OVERVIEW_LAYOUT: 'BASIC' } });
    await renderOverview({ history: <section aria-label="History stand-in" /> });
    expect(card('My Bill')).toBeVisible();
    expect(screen.getByRole('region', { name: 'History stand-in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Account' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment Programs' })).toBeNull();
    const links = within(card('Quick Links')).getAllByRole('listitem');
    expect(links.map((item) => item.textContent)).toContain('Pay Multiple Accounts');
  });
});

describe('doc 2 §8 a failing read', () => {
  it('says what failed and offers to try again', async () => {
    server.use(
      http.get(anyBase(getAccountInfo.path), () =>
        errorAnswer(400, 'The account could not be read.'),
      ),
    );
    const session = await memberSession('member.demo');
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
        <AccountOverview accountNumber="1000001" memberNumber="800001" />
      </CoopWidgetProvider>,
    );
    expect(
      await screen.findByText('The account could not be read.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
