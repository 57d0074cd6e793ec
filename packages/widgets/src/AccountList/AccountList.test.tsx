import { getMemberAccounts } from '@coop-portal/api-client';
import { anyBase, demoAnswer, errorAnswer } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend, memberSession, TEST_API as API } from '../shared/testing';
import { AccountList, type AccountListProps } from './AccountList';

const { server } = setUpDemoBackend();

/** The list of member.many (800004, accounts 3000021-3000027) unless said otherwise. */
async function renderList(
  props: Partial<AccountListProps> = {},
  [userName, memberNumber] = ['member.many', '800004'],
) {
  const session = await memberSession(userName);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <AccountList memberNumber={memberNumber} {...props} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

const table = () => screen.findByRole('grid', { name: 'Your accounts' }, { timeout: 5_000 });

/** The account numbers shown, in order (the stacked layout's column labels left out). */
function shownNumbers(): string[] {
  return within(screen.getByRole('grid', { name: 'Your accounts' }))
    .queryAllByRole('rowheader')
    .map((cell) => {
      const copy = cell.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').trim();
    });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search accounts' });

/** 27 accounts made from member.many's seven (numbers 3100001-3100027). */
const twentySevenAccounts = http.get(anyBase(getMemberAccounts.path), async ({ request }) => {
  const answer = await demoAnswer(request);
  const accounts = (await answer!.json()) as Record<string, unknown>[];
  return HttpResponse.json(
    Array.from({ length: 27 }, (_, index) => ({
      ...accounts[index % accounts.length],
      accountNumber: String(3100001 + index),
      serviceAddress: `${200 + index} Cedar Ave, Riverbend, KS 66000`,
      isPrimaryAccount: index === 0,
    })),
  );
});

describe('view all accounts: every account of the signed-in member', () => {
  it('lists each account with its type, status, address, balance and due date, by account number', async () => {
    await renderList();
    const grid = await table();
    expect(shownNumbers()).toEqual([
      '3000021',
      '3000022',
      '3000023',
      '3000024',
      '3000025',
      '3000026',
      '3000027',
    ]);
    expect(screen.getByRole('region', { name: 'All Accounts' })).toBeVisible();
    const pastDue = within(within(grid).getByRole('row', { name: /3000026/ }));
    expect(pastDue.getByText('Water')).toBeInTheDocument();
    expect(pastDue.getByText('Past Due Water')).toBeInTheDocument();
    expect(pastDue.getByText('160 Main St Unit B, Riverbend, KS 66000')).toBeInTheDocument();
    expect(pastDue.getByText('$402.16')).toBeInTheDocument();
    expect(pastDue.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    const finalBilled = within(within(grid).getByRole('row', { name: /3000027/ }));
    expect(finalBilled.getByText('Final Billed Electric')).toBeInTheDocument();
    // 3000022 is new: no due date yet
    expect(
      within(within(grid).getByRole('row', { name: /3000022/ })).getByText('N/A'),
    ).toBeVisible();
  });

  it('doc 2 §9: shows the total amount due of every account and what it counts', async () => {
    await renderList();
    await table();
    const total = screen.getByText('Total Amount Due, All Accounts').closest('dl')!;
    expect(within(total).getByText('$815.46')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The sum of the balances owed on all your accounts. Credits and prepaid balances are not included.',
      ),
    ).toBeInTheDocument();
  });

  it('doc 1 §9: a prepaid account shows the prepaid wording and is not in the total', async () => {
    await renderList({ memberNumber: '800001' }, ['member.demo', '800001']);
    const grid = await table();
    const prepaid = within(within(grid).getByRole('row', { name: /3000003/ }));
    expect(prepaid.getByText('Prepaid Balance')).toBeInTheDocument();
    expect(prepaid.getByText('$37.85')).toBeInTheDocument();
    expect(prepaid.getByText('N/A')).toBeInTheDocument();
    // 1000001 ($142.37) and 3000002 ($48.60)
    expect(screen.getByText('$190.97')).toBeInTheDocument();
  });
});

describe('view all accounts: search by account number or service address', () => {
  it('keeps the accounts that match, and says so when none does', async () => {
    const { user } = await renderList();
    await table();
    await user.type(searchBox(), '  3000024 ');
    expect(shownNumbers()).toEqual(['3000024']);
    await user.clear(searchBox());
    await user.type(searchBox(), 'unit B');
    expect(shownNumbers()).toEqual(['3000022', '3000024', '3000026']);
    await user.clear(searchBox());
    await user.type(searchBox(), 'Elm');
    // the table's one row says so
    expect(shownNumbers()).toEqual(['No accounts match “Elm”.']);
    // the total still covers every account
    expect(screen.getByText('$815.46')).toBeInTheDocument();
  });

  it('a new search starts on the first page', async () => {
    server.use(twentySevenAccounts);
    const { user } = await renderList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(shownNumbers()).toEqual(Array.from({ length: 7 }, (_, i) => String(3100021 + i)));
    await user.type(searchBox(), 'cedar');
    expect(shownNumbers()).toHaveLength(10);
    expect(shownNumbers()[0]).toBe('3100001');
    expect(screen.getByText('Showing 1–10 of 27')).toBeInTheDocument();
  });
});

describe('doc 2 §9 account lists: pages of 10, 25, 50 or 100; sorted by account number', () => {
  it('pages through the accounts, 10 at first', async () => {
    server.use(twentySevenAccounts);
    const { user } = await renderList();
    await table();
    expect(shownNumbers()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Rows per page$/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(shownNumbers()).toHaveLength(27);
  });

  it('sorts by account number, highest first when the header is pressed', async () => {
    const { user } = await renderList();
    const grid = await table();
    const header = within(grid).getByRole('columnheader', { name: /Account Number/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownNumbers()[0]).toBe('3000027');
  });
});

describe('view all accounts: each account’s actions', () => {
  it('lead to the account’s pages, flagged isFromViewAllAccounts', async () => {
    await renderList();
    const row = within(within(await table()).getByRole('row', { name: /3000027/ }));
    expect(row.getByRole('link', { name: 'Account Overview account 3000027' })).toHaveAttribute(
      'href',
      '/accountoverview?accountno=3000027&isFromViewAllAccounts=true',
    );
    // 3000027 has no service location: the outage page is told no locationid
    expect(row.getByRole('link', { name: 'Outage account 3000027' })).toHaveAttribute(
      'href',
      '/outage-status?accountno=3000027&accounttype=Electric&memberno=800004&isFromViewAllAccounts=true',
    );
    expect(row.getByRole('link', { name: 'Usage account 3000027' })).toHaveAttribute(
      'href',
      '/usage-tracker?accountno=3000027&isFromViewAllAccounts=true',
    );
  });

  it('a site gives its own addresses', async () => {
    await renderList({
      actionHrefs: (account) => ({
        overview: `/my/${account.accountNumber}`,
        outage: `/my/${account.accountNumber}/outage`,
        usage: `/my/${account.accountNumber}/usage`,
      }),
    });
    const row = within(within(await table()).getByRole('row', { name: /3000021/ }));
    expect(row.getByRole('link', { name: 'Usage account 3000021' })).toHaveAttribute(
      'href',
      '/my/3000021/usage',
    );
  });

  it('Pay opens the payment confirmation for that account; closing it returns to Pay', async () => {
    const { user } = await renderList();
    const grid = await table();
    const pay = within(grid).getByRole('button', { name: 'Pay account 3000025' });
    await user.click(pay);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Payment Confirmation' }, { timeout: 5_000 }),
    );
    await dialog.findByRole('textbox', { name: 'Payment Amount' }, { timeout: 5_000 });
    expect(dialog.getByText('3000025', { selector: 'dd' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Payment Confirmation' })).toBeNull(),
    );
    await waitFor(() => expect(pay).toHaveFocus());
  });
});

describe('view all accounts: loading, failure and no accounts', () => {
  it('says the accounts are loading, then shows them', async () => {
    await renderList();
    expect(screen.getByRole('progressbar', { name: 'Loading your accounts' })).toBeInTheDocument();
    await table();
  });

  it('shows the server’s message and reads the accounts again on Try again', async () => {
    let failing = true;
    server.use(
      http.get(anyBase(getMemberAccounts.path), async ({ request }) =>
        failing ? errorAnswer(400, 'Your accounts could not be read.') : demoAnswer(request),
      ),
    );
    const { user } = await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your accounts could not be read.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
    expect(shownNumbers()).toHaveLength(7);
  });

  it('says there are no accounts', async () => {
    server.use(http.get(anyBase(getMemberAccounts.path), () => HttpResponse.json([])));
    await renderList();
    expect(await screen.findByText('There are no accounts available.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
