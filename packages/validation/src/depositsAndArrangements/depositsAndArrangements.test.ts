import { describe, expect, it } from 'vitest';
import {
  accountsShown,
  arrangementsBalance,
  arrangementView,
  depositRows,
  depositsAndArrangementsMessages as m,
  depositsHeld,
  depositStatus,
  depositStatusLabel,
  installmentRows,
  sortArrangements,
  sortDeposits,
  splitAccounts,
} from './index';

const TODAY = '2026-03-15';

describe('doc 1 §2.2 Deposits and Arrangements: which accounts', () => {
  const accounts = [
    { accountNumber: '1000001', isPrimaryAccount: true },
    { accountNumber: '3000002', isPrimaryAccount: false },
    { accountNumber: '3000003', isPrimaryAccount: false },
  ];

  it('shows every account of the member, in their order, without accountno', () => {
    expect(accountsShown(accounts).map((a) => a.accountNumber)).toEqual([
      '1000001',
      '3000002',
      '3000003',
    ]);
    expect(accountsShown(accounts, '  ')).toHaveLength(3);
  });

  it('shows only the account of accountno when it is the member’s', () => {
    expect(accountsShown(accounts, '3000002')).toEqual([accounts[1]]);
    expect(accountsShown(accounts, ' 3000003 ')).toEqual([accounts[2]]);
  });

  it('shows them all for an account number that is not the member’s', () => {
    expect(accountsShown(accounts, '9999999')).toHaveLength(3);
  });

  it('splits the accounts with something to show from those without', () => {
    const split = splitAccounts([
      { account: accounts[0]!, items: [1] },
      { account: accounts[1]!, items: [] },
      { account: accounts[2]!, items: [] },
    ]);
    expect(split.withItems.map((s) => s.account.accountNumber)).toEqual(['1000001']);
    expect(split.without).toEqual(['3000002', '3000003']);
    expect(split.empty).toBe(false);
    expect(splitAccounts([{ account: accounts[0]!, items: [] }]).empty).toBe(true);
  });

  it('names one account or several in a sentence', () => {
    expect(m.accountsWithoutDeposits(m.accountList(['3000022']))).toBe(
      'No deposits on account 3000022.',
    );
    expect(m.accountsWithoutArrangements(m.accountList(['1', '2', '3']))).toBe(
      'No payment arrangements on accounts 1, 2 and 3.',
    );
  });
});

describe('doc 1 §2.2 Deposits: statuses', () => {
  it.each([
    [{ status: 'Held' }, 'held', 'Held'],
    [{ status: ' HELD ' }, 'held', 'Held'],
    [{ status: 'Active' }, 'held', 'Held'],
    [{ status: 'Refunded', refundDate: '2024-01-01' }, 'refunded', 'Refunded'],
    [{ status: 'Refund Issued' }, 'refunded', 'Refunded'],
    [{ status: 'Applied' }, 'applied', 'Applied to bill'],
    [{ status: 'Applied to Final Bill' }, 'applied', 'Applied to bill'],
    [{ status: '', refundDate: '2024-01-01' }, 'refunded', 'Refunded'],
    [{ status: null }, 'held', 'Held'],
    [{ status: 'Transferred' }, 'other', 'Transferred'],
  ] as const)('%j → %s (%s)', (deposit, status, label) => {
    expect(depositStatus(deposit)).toBe(status);
    expect(depositStatusLabel(deposit)).toBe(label);
  });

  it('takes a co-op’s own labels', () => {
    expect(depositStatusLabel({ status: 'Held' }, { ...m, depositHeld: 'On deposit' })).toBe(
      'On deposit',
    );
  });
});

describe('doc 1 §2.2 Deposits: rows newest first, money and dates formatted', () => {
  const deposits = [
    {
      depositDate: '2021-01-10',
      depositAmount: 75,
      depositType: 'Water',
      status: 'Refunded',
      refundDate: '2023-01-10',
      interestAmount: 2.3,
    },
    {
      depositDate: null,
      depositAmount: 10,
      depositType: 'Meter',
      status: 'Held',
      interestAmount: null,
    },
    {
      depositDate: '2023-01-10',
      depositAmount: 150,
      depositType: ' Residential ',
      status: 'Held',
      interestAmount: 4.125,
      refundDate: null,
    },
  ];

  it('sorts newest first, undated last, the same day in the API’s order', () => {
    expect(sortDeposits(deposits).map((d) => d.depositAmount)).toEqual([150, 75, 10]);
    const sameDay = [
      { depositDate: '2023-01-10', n: 1 },
      { depositDate: '2023-01-10', n: 2 },
    ];
    expect(sortDeposits(sameDay).map((d) => d.n)).toEqual([1, 2]);
  });

  it('shows each deposit’s date paid, type, amount, status, refund date and interest', () => {
    const rows = depositRows(deposits);
    expect(rows.map(({ deposit: _, ...row }) => row)).toEqual([
      {
        id: 'deposit-2',
        datePaid: '01/10/2023',
        type: 'Residential',
        amount: '$150.00',
        status: 'held',
        statusLabel: 'Held',
        interest: '$4.13',
      },
      {
        id: 'deposit-0',
        datePaid: '01/10/2021',
        type: 'Water',
        amount: '$75.00',
        status: 'refunded',
        statusLabel: 'Refunded',
        refundDate: '01/10/2023',
        interest: '$2.30',
      },
      {
        id: 'deposit-1',
        datePaid: '',
        type: 'Meter',
        amount: '$10.00',
        status: 'held',
        statusLabel: 'Held',
      },
    ]);
  });

  it('totals what is still held, with its interest, in cents', () => {
    expect(depositsHeld(deposits)).toEqual({ amount: 160, interest: 4.13 });
    expect(
      depositsHeld([
        { depositAmount: 0.1, status: 'Held', interestAmount: 0.01 },
        { depositAmount: 0.2, status: 'Held', interestAmount: 0.02 },
      ]),
    ).toEqual({ amount: 0.3, interest: 0.03 });
    expect(depositsHeld([{ depositAmount: 75, status: 'Refunded' }])).toEqual({
      amount: 0,
      interest: 0,
    });
  });
});

describe('doc 2 §2.1, §3 Arrangements', () => {
  const onSchedule = {
    arrangementNotation: 'Payment arrangement: $25.00 per month until the balance is paid.',
    arrangementBalance: 75,
    nextPaymentAmount: 25,
    nextPaymentDueDate: '2026-03-20',
    startDate: '2025-12-20',
    installments: [
      { dueDate: '2026-05-20', amount: 25, paid: false },
      { dueDate: '2026-01-20', amount: 25, paid: true },
      { dueDate: '2026-03-20', amount: 25, paid: false },
      { dueDate: '2026-04-20', amount: 25, paid: false },
      { dueDate: '2026-02-20', amount: 25, paid: true },
    ],
  };
  const overdue = {
    arrangementBalance: 150,
    nextPaymentAmount: 50,
    nextPaymentDueDate: '2026-03-12',
    startDate: '2026-01-12',
    installments: [
      { dueDate: '2026-02-12', amount: 50, paid: true },
      { dueDate: '2026-03-12', amount: 50, paid: false },
      { dueDate: '2026-04-12', amount: 50, paid: false },
      { dueDate: '2026-05-12', amount: 50, paid: false },
    ],
  };

  it('lists the instalments in due order: paid, the next payment, then upcoming', () => {
    expect(
      installmentRows(onSchedule.installments, TODAY).map((row) => [
        row.dueDate,
        row.amount,
        row.statusLabel,
      ]),
    ).toEqual([
      ['01/20/2026', '$25.00', 'Paid'],
      ['02/20/2026', '$25.00', 'Paid'],
      ['03/20/2026', '$25.00', 'Next payment'],
      ['04/20/2026', '$25.00', 'Upcoming'],
      ['05/20/2026', '$25.00', 'Upcoming'],
    ]);
  });

  it('an unpaid instalment due before today is overdue; the next payment is the first after it', () => {
    expect(installmentRows(overdue.installments, TODAY).map((row) => row.status)).toEqual([
      'paid',
      'overdue',
      'next',
      'upcoming',
    ]);
    // due today is not overdue yet
    expect(installmentRows([{ dueDate: TODAY, amount: 5, paid: false }], TODAY)[0]?.status).toBe(
      'next',
    );
  });

  it('shows an arrangement on schedule: note, balance, next payment, start, what is left', () => {
    expect(arrangementView(onSchedule, TODAY)).toMatchObject({
      notation: 'Payment arrangement: $25.00 per month until the balance is paid.',
      balance: '$75.00',
      nextPaymentAmount: '$25.00',
      nextPaymentDueDate: '03/20/2026',
      startDate: '12/20/2025',
      overdue: false,
      remaining: { count: 3, amount: '$75.00' },
      paidCount: 2,
    });
    expect(arrangementView(onSchedule, TODAY).overdueWarning).toBeUndefined();
  });

  it('warns as the overview does when the next payment’s due date has passed', () => {
    const view = arrangementView(overdue, TODAY);
    expect(view.overdue).toBe(true);
    expect(view.overdueWarning).toBe(
      'Your arrangement payment of $50.00 was due on 03/12/2026 and has not been received.',
    );
    expect(view.remaining).toEqual({ count: 3, amount: '$150.00' });
  });

  it('an arrangement without instalments or dates still shows its amounts', () => {
    expect(arrangementView({ arrangementBalance: 20, nextPaymentAmount: 10 }, TODAY)).toEqual({
      balance: '$20.00',
      nextPaymentAmount: '$10.00',
      overdue: false,
      installments: [],
      remaining: { count: 0, amount: '$0.00' },
      paidCount: 0,
    });
  });

  it('sorts arrangements newest first by start date, else by next payment', () => {
    const older = { ...onSchedule, startDate: '2024-01-01' };
    const undated = { ...overdue, startDate: null, nextPaymentDueDate: '2025-06-01' };
    expect(sortArrangements([older, undated, onSchedule])).toEqual([onSchedule, undated, older]);
  });

  it('totals the balances still owed', () => {
    expect(arrangementsBalance([onSchedule, overdue])).toBe(225);
    expect(arrangementsBalance([])).toBe(0);
  });
});
