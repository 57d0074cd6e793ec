import { describe, expect, it } from 'vitest';
import {
  accountActionHrefs,
  accountListActions,
  accountListLimits,
  accountListMessages,
  accountListPage,
  balanceDisplay,
  compareAccountNumbers,
  dueDateDisplay,
  matchesAccountSearch,
  searchAccounts,
  sortAccountsByNumber,
  totalAmountDue,
  type ListedAccount,
} from './index';

const account = (
  accountNumber: string,
  serviceAddress: string,
  changes: Partial<ListedAccount> = {},
): ListedAccount => ({
  accountNumber,
  serviceAddress,
  accountType: 'Electric',
  accountBalance: 0,
  isPrepaidAccount: false,
  dueDate: null,
  locationId: `LOC-${accountNumber}`,
  ...changes,
});

/** Seven accounts as member.many has them (3000021-3000027). */
const many = [
  account('3000021', '100 Main St, Riverbend, KS 66000'),
  account('3000022', '112 Main St Unit B, Riverbend, KS 66000'),
  account('3000023', '124 Main St, Riverbend, KS 66000'),
  account('3000024', '136 Main St Unit B, Riverbend, KS 66000'),
  account('3000025', '148 Main St, Riverbend, KS 66000'),
  account('3000026', '160 Main St Unit B, Riverbend, KS 66000'),
  account('3000027', '172 Main St, Riverbend, KS 66000'),
];
const numbers = (accounts: readonly ListedAccount[]) => accounts.map((a) => a.accountNumber);

describe('view all accounts: search by account number or service address', () => {
  it.each([
    ['3000026', ['3000026']],
    ['  3000026  ', ['3000026']],
    ['26', ['3000026']],
    ['3000-026', ['3000026']],
    ['160 main', ['3000026']],
    ['UNIT b', ['3000022', '3000024', '3000026']],
    ['unit b 3000024', ['3000024']],
    ['Main St., Riverbend', numbers(many)],
    ['riverbend 66000', numbers(many)],
    ['', numbers(many)],
    ['   ', numbers(many)],
    ['Elm', []],
    ['3000028', []],
  ])('%j finds %j', (query, expected) => {
    expect(numbers(searchAccounts(many, query))).toEqual(expected);
  });

  it('every word must match, in the account number or the address', () => {
    const entry = account('1000001', '418 Prairie View Rd, Riverbend, KS 66000');
    expect(matchesAccountSearch(entry, 'prairie 1000001')).toBe(true);
    expect(matchesAccountSearch(entry, 'prairie 3000026')).toBe(false);
    expect(matchesAccountSearch({ accountNumber: '1000001', serviceAddress: null }, 'view')).toBe(
      false,
    );
  });

  it('compares letters of any alphabet without case', () => {
    expect(matchesAccountSearch(account('1', '9 Rue de l’Église'), 'ÉGLISE')).toBe(true);
  });
});

describe('view all accounts: sorting by account number', () => {
  it('orders the numbers as numbers, ascending or descending', () => {
    const mixed = [account('3000027', ''), account('999', ''), account('1000001', '')];
    expect(numbers(sortAccountsByNumber(mixed))).toEqual(['999', '1000001', '3000027']);
    expect(numbers(sortAccountsByNumber(mixed, 'descending'))).toEqual([
      '3000027',
      '1000001',
      '999',
    ]);
    expect(numbers(mixed)).toEqual(['3000027', '999', '1000001']);
  });

  it('compares account numbers', () => {
    expect(compareAccountNumbers('999', '1000')).toBeLessThan(0);
    expect(compareAccountNumbers('3000021', '3000021')).toBe(0);
  });
});

describe('doc 2 §9 account lists: page size 10 with options 10, 25, 50, 100', () => {
  const thirty = Array.from({ length: 27 }, (_, i) => account(String(4000000 + i), 'Elm St'));

  it('has the limits of doc 2 §9', () => {
    expect(accountListLimits).toEqual({
      pageSize: 10,
      pageSizeOptions: [10, 25, 50, 100],
      scrollHeight: 480,
    });
  });

  it('shows 10 accounts a page by default', () => {
    const first = accountListPage(thirty);
    expect(first.rows).toHaveLength(10);
    expect(first).toMatchObject({ totalItems: 27, page: 1, pageCount: 3, isSearching: false });
    const last = accountListPage(thirty, { page: 3 });
    expect(numbers(last.rows)).toEqual([
      '4000020',
      '4000021',
      '4000022',
      '4000023',
      '4000024',
      '4000025',
      '4000026',
    ]);
  });

  it.each([
    [25, 2, 2],
    [50, 27, 1],
    [100, 27, 1],
  ])('page size %s: %s accounts on the last of %s pages', (pageSize, onLast, pages) => {
    const last = accountListPage(thirty, { pageSize, page: 99 });
    expect(last.rows).toHaveLength(onLast);
    expect(last.pageCount).toBe(pages);
    expect(last.page).toBe(pages);
  });

  it('searches, then sorts, then pages; a page past the end shows the last one', () => {
    const view = accountListPage([...many].reverse(), {
      search: 'unit b',
      sortDirection: 'descending',
      page: 4,
      pageSize: 2,
    });
    expect(numbers(view.rows)).toEqual(['3000022']);
    expect(view).toMatchObject({ totalItems: 3, page: 2, pageCount: 2, isSearching: true });
  });

  it('a search without a match is one empty page', () => {
    expect(accountListPage(many, { search: 'Elm' })).toEqual({
      rows: [],
      totalItems: 0,
      page: 1,
      pageCount: 1,
      isSearching: true,
    });
  });
});

describe('view all accounts: the total amount due', () => {
  it('adds the balances owed on standard accounts, in cents', () => {
    const accounts = [
      account('1', '', { accountBalance: 58.12 }),
      account('2', '', { accountBalance: 0.1 }),
      account('3', '', { accountBalance: 0.2 }),
    ];
    expect(totalAmountDue(accounts)).toBe(58.42);
  });

  it('leaves out credits and prepaid balances, positive or negative', () => {
    const accounts = [
      account('1', '', { accountBalance: 100 }),
      account('2', '', { accountBalance: -25 }),
      account('3', '', { accountBalance: 37.85, isPrepaidAccount: true }),
      account('4', '', { accountBalance: -12.5, isPrepaidAccount: true }),
      account('5', '', { accountBalance: null }),
    ];
    expect(totalAmountDue(accounts)).toBe(100);
    expect(totalAmountDue([])).toBe(0);
  });

  it('is named for what it counts', () => {
    expect(accountListMessages.totalDue).toBe('Total Amount Due, All Accounts');
    expect(accountListMessages.totalDueNote).toContain(
      'Credits and prepaid balances are not included.',
    );
  });
});

describe('doc 1 §9, doc 2 §2.1 the balance: prepaid wording, a negative prepaid balance in parentheses', () => {
  it.each([
    [{ accountBalance: 402.16, isPrepaidAccount: false }, 'Total Amount Due', '$402.16'],
    [{ accountBalance: 1234.5, isPrepaidAccount: false }, 'Total Amount Due', '$1,234.50'],
    [{ accountBalance: -5, isPrepaidAccount: false }, 'Total Amount Due', '-$5.00'],
    [{ accountBalance: 37.85, isPrepaidAccount: true }, 'Prepaid Balance', '$37.85'],
    [{ accountBalance: -12.5, isPrepaidAccount: true }, 'Prepaid Balance', '($12.50)'],
    [{ accountBalance: null, isPrepaidAccount: null }, 'Total Amount Due', '$0.00'],
  ])('%j → %s %s', (entry, label, amount) => {
    expect(balanceDisplay(entry)).toEqual({ label, amount, isPrepaid: !!entry.isPrepaidAccount });
  });

  it('takes a co-op’s wording', () => {
    expect(
      balanceDisplay(
        { accountBalance: 1, isPrepaidAccount: true },
        { ...accountListMessages, prepaidBalance: 'Funds' },
      ).label,
    ).toBe('Funds');
  });
});

describe('doc 1 §4.1 the due date: MM/dd/yyyy, N/A for prepaid or missing', () => {
  it.each([
    [{ dueDate: '2026-07-04', isPrepaidAccount: false }, '07/04/2026'],
    [{ dueDate: '2026-07-04', isPrepaidAccount: true }, 'N/A'],
    [{ dueDate: null, isPrepaidAccount: false }, 'N/A'],
    [{ dueDate: 'soon', isPrepaidAccount: false }, 'N/A'],
  ])('%j → %s', (entry, shown) => {
    expect(dueDateDisplay(entry)).toBe(shown);
  });
});

describe('doc 2 §2.1, §2.6, §2.7 the actions lead to the account, flagged isFromViewAllAccounts', () => {
  it('builds each page’s query', () => {
    const hrefs = accountActionHrefs(
      { accountNumber: '3000026', accountType: 'Electric', locationId: 'LOC-3000026' },
      '800004',
    );
    expect(hrefs).toEqual({
      overview: '/accountoverview?accountno=3000026&isFromViewAllAccounts=true',
      outage:
        '/outage-status?accountno=3000026&accounttype=Electric&locationid=LOC-3000026&memberno=800004&isFromViewAllAccounts=true',
      usage: '/usage-tracker?accountno=3000026&isFromViewAllAccounts=true',
    });
  });

  it('leaves out a missing location and encodes the values', () => {
    const { outage } = accountActionHrefs(
      { accountNumber: '3000027', accountType: 'Water & Sewer', locationId: null },
      '800004',
    );
    expect(outage).toBe(
      '/outage-status?accountno=3000027&accounttype=Water+%26+Sewer&memberno=800004&isFromViewAllAccounts=true',
    );
  });

  it('offers Outage and Usage only with their features on (doc 1 §2.2)', () => {
    expect(
      accountListActions([
        { name: 'Outage', enable: true },
        { name: 'Usages', enable: false },
      ]),
    ).toEqual({ overview: true, pay: true, outage: true, usage: false });
    expect(accountListActions(null)).toEqual({
      overview: true,
      pay: true,
      outage: false,
      usage: false,
    });
  });
});

describe('the list’s empty states', () => {
  it('says there are no accounts, or that none matches the search', () => {
    expect(accountListMessages.noAccounts).toBe('There are no accounts available.');
    expect(accountListMessages.noMatch('Elm')).toBe('No accounts match “Elm”.');
  });
});
