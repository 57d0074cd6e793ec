import { describe, expect, it } from 'vitest';
import {
  billingHistoryLimits,
  billingHistoryMessages,
  defaultHistorySort,
  filterAccountHistory,
  findBill,
  hasStatement,
  historyCsv,
  historyCsvFileName,
  historyCsvRows,
  historyDateRangeErrors,
  historyPageSize,
  mergeAccountHistory,
  pageOfHistory,
  sortAccountHistory,
  type HistoryRecord,
} from './index';

const bill = (billDate: string, endingBalance: number, extra: Record<string, unknown> = {}) => ({
  billDate,
  dueDate: `${billDate.slice(0, 8)}22`,
  endingBalance,
  billType: 'Regular Bill',
  billViewUrl: `bills/1000001/${billDate.slice(0, 7)}.pdf`,
  ...extra,
});
const payment = (paymentDate: string, paymentAmount: number) => ({ paymentDate, paymentAmount });

/** Three months: each bill on the 1st, each payment on the 15th paying the bill before it. */
const history = mergeAccountHistory(
  [payment('2026-03-15', 120.5), payment('2026-02-15', 98.1), payment('2026-01-15', 101)],
  [bill('2026-03-01', 98.1), bill('2026-02-01', 101), bill('2026-01-01', 140.25)],
);
const summary = (records: readonly HistoryRecord[]) =>
  records.map((record) => `${record.historyType} ${record.recordDate} ${record.amount}`);

const labels = {
  date: 'Date',
  type: 'Type',
  amount: 'Amount',
  dueDate: 'Due Date',
  bill: 'Bill',
  payment: 'Payment',
};

describe('doc 2 §3 combined record: payments and bills merged', () => {
  it('makes a payment a Payment and a bill a Bill with its fields, newest first', () => {
    expect(summary(history)).toEqual([
      'Payment 2026-03-15 120.5',
      'Bill 2026-03-01 98.1',
      'Payment 2026-02-15 98.1',
      'Bill 2026-02-01 101',
      'Payment 2026-01-15 101',
      'Bill 2026-01-01 140.25',
    ]);
    expect(history[1]).toEqual({
      billDate: '2026-03-01',
      dueDate: '2026-03-22',
      endingBalance: 98.1,
      billType: 'Regular Bill',
      billViewUrl: 'bills/1000001/2026-03.pdf',
      amount: 98.1,
      historyType: 'Bill',
      recordDate: '2026-03-01',
    });
    expect(history[0]).toEqual({ amount: 120.5, historyType: 'Payment', recordDate: '2026-03-15' });
  });

  it('is stable: the same day keeps the order given, payments before bills; no date goes last', () => {
    const merged = mergeAccountHistory(
      [payment('2026-03-01', 1), payment('bad', 2), payment('2026-03-01', 3)],
      [bill('2026-03-01T08:00:00', 4), bill('2026-04-01', 5)],
    );
    expect(merged.map((record) => record.amount)).toEqual([5, 1, 3, 4, 2]);
  });

  it('an empty history stays empty', () => {
    expect(mergeAccountHistory([], [])).toEqual([]);
  });
});

describe('a bill link (/viewbill: account and bill date)', () => {
  const bills = [
    bill('2026-03-01T00:00:00', 98.1),
    bill('2026-02-01', 101, { billViewUrl: null }),
    bill('2026-01-01', 140.25, { billViewUrl: '  ' }),
  ];

  it('finds the bill of the day, whatever the time part', () => {
    expect(findBill(bills, '2026-03-01')?.endingBalance).toBe(98.1);
    expect(findBill(bills, { year: 2026, month: 2, day: 1 })?.endingBalance).toBe(101);
  });

  it('finds none for another day or a date that cannot be read', () => {
    expect(findBill(bills, '2026-03-02')).toBeUndefined();
    expect(findBill(bills, '2026-02-30')).toBeUndefined();
    expect(findBill(bills, null)).toBeUndefined();
    expect(findBill(bills, 'March')).toBeUndefined();
  });

  it('a bill without a statement address has no statement to show (doc 2 §2.1)', () => {
    expect(bills.map(hasStatement)).toEqual([true, false, false]);
    expect(hasStatement(undefined)).toBe(false);
  });
});

describe('doc 1 §2.2 Account History: the type filter', () => {
  it.each([
    ['all', 6],
    ['bills', 3],
    ['payments', 3],
  ] as const)('%s → %s records, in their order', (type, count) => {
    const { records, errors } = filterAccountHistory(history, { type });
    expect(records).toHaveLength(count);
    expect(errors).toEqual({});
    if (type === 'bills') expect(records.every((r) => r.historyType === 'Bill')).toBe(true);
    if (type === 'payments') expect(records.every((r) => r.historyType === 'Payment')).toBe(true);
    expect(records).toEqual(history.filter((record) => records.includes(record)));
  });

  it('counts a record the API calls Billing as a bill', () => {
    const billing = { amount: 1, historyType: 'Billing' as const, recordDate: '2026-01-01' };
    expect(filterAccountHistory([billing], { type: 'bills' }).records).toEqual([billing]);
    expect(filterAccountHistory([billing], { type: 'payments' }).records).toEqual([]);
  });
});

describe('doc 1 §2.2 Account History: the date range', () => {
  it('includes both ends', () => {
    const { records } = filterAccountHistory(history, { from: '2026-02-01', to: '2026-03-01' });
    expect(summary(records)).toEqual([
      'Bill 2026-03-01 98.1',
      'Payment 2026-02-15 98.1',
      'Bill 2026-02-01 101',
    ]);
  });

  it('takes a date as the date picker gives it, and an open end', () => {
    const from = { year: 2026, month: 2, day: 15 };
    expect(summary(filterAccountHistory(history, { from }).records)).toEqual([
      'Payment 2026-03-15 120.5',
      'Bill 2026-03-01 98.1',
      'Payment 2026-02-15 98.1',
    ]);
    expect(filterAccountHistory(history, { to: '01/15/2026' }).records).toHaveLength(2);
    expect(filterAccountHistory(history, { from: null, to: '' }).records).toHaveLength(6);
  });

  it('combines with the type', () => {
    const { records } = filterAccountHistory(history, { type: 'payments', from: '2026-02-01' });
    expect(summary(records)).toEqual(['Payment 2026-03-15 120.5', 'Payment 2026-02-15 98.1']);
  });

  it('a From date after the To date says so on To and is not applied', () => {
    const { records, errors } = filterAccountHistory(history, {
      type: 'bills',
      from: '2026-03-01',
      to: '2026-02-28',
    });
    expect(errors).toEqual({ to: 'The To date must be on or after the From date.' });
    expect(records).toHaveLength(3);
  });

  it('the same day for both is a range of one day', () => {
    expect(historyDateRangeErrors({ from: '2026-02-15', to: '2026-02-15' })).toEqual({});
    expect(
      summary(filterAccountHistory(history, { from: '2026-02-15', to: '2026-02-15' }).records),
    ).toEqual(['Payment 2026-02-15 98.1']);
  });

  it('a date that cannot be read says so on its field', () => {
    expect(historyDateRangeErrors({ from: '02/30/2026', to: 'soon' })).toEqual({
      from: 'Please enter a valid date.',
      to: 'Please enter a valid date.',
    });
  });

  it('takes a co-op’s wording', () => {
    expect(
      historyDateRangeErrors(
        { from: '2026-03-01', to: '2026-02-01' },
        { ...billingHistoryMessages, fromAfterTo: 'From must come first.' },
      ),
    ).toEqual({ to: 'From must come first.' });
  });

  it('records without a readable date show only without a date range', () => {
    const undated = { amount: 1, historyType: 'Payment' as const, recordDate: '' };
    expect(filterAccountHistory([undated], {}).records).toEqual([undated]);
    expect(filterAccountHistory([undated], { from: '2026-01-01' }).records).toEqual([]);
    expect(filterAccountHistory([undated], { to: '2026-01-01' }).records).toEqual([]);
  });
});

describe('doc 1 §2.2 Account History: sorting by date or amount', () => {
  it('starts newest first', () => {
    expect(defaultHistorySort).toEqual({ column: 'date', direction: 'descending' });
    expect(sortAccountHistory(history, defaultHistorySort)).toEqual(history);
  });

  it('sorts by date oldest first', () => {
    expect(
      sortAccountHistory(history, { column: 'date', direction: 'ascending' }).map(
        (r) => r.recordDate,
      ),
    ).toEqual(['2026-01-01', '2026-01-15', '2026-02-01', '2026-02-15', '2026-03-01', '2026-03-15']);
  });

  it('sorts by amount either way; equal amounts keep their (newest first) order', () => {
    expect(
      summary(sortAccountHistory(history, { column: 'amount', direction: 'ascending' })),
    ).toEqual([
      'Bill 2026-03-01 98.1',
      'Payment 2026-02-15 98.1',
      'Bill 2026-02-01 101',
      'Payment 2026-01-15 101',
      'Payment 2026-03-15 120.5',
      'Bill 2026-01-01 140.25',
    ]);
    expect(
      summary(sortAccountHistory(history, { column: 'amount', direction: 'descending' })),
    ).toEqual([
      'Bill 2026-01-01 140.25',
      'Payment 2026-03-15 120.5',
      'Bill 2026-02-01 101',
      'Payment 2026-01-15 101',
      'Bill 2026-03-01 98.1',
      'Payment 2026-02-15 98.1',
    ]);
  });

  it('puts records without a readable date last in either direction', () => {
    const records = [
      { amount: 1, historyType: 'Payment' as const, recordDate: 'n/a' },
      { amount: 2, historyType: 'Payment' as const, recordDate: '2026-01-01' },
      { amount: 3, historyType: 'Payment' as const, recordDate: '2026-02-01' },
    ];
    for (const direction of ['ascending', 'descending'] as const) {
      expect(sortAccountHistory(records, { column: 'date', direction }).at(-1)?.amount).toBe(1);
    }
  });

  it('does not change the records it was given', () => {
    const copy = [...history];
    sortAccountHistory(history, { column: 'amount', direction: 'ascending' });
    expect(history).toEqual(copy);
  });
});

describe('doc 2 §9 page size 10 with options 10, 25, 50, 100', () => {
  const many = Array.from({ length: 28 }, (_, index) => index + 1);

  it('offers 10, 25, 50 and 100, 10 first', () => {
    expect(billingHistoryLimits).toEqual({ pageSize: 10, pageSizes: [10, 25, 50, 100] });
    expect(historyPageSize(25)).toBe(25);
    expect(historyPageSize(7)).toBe(10);
    expect(historyPageSize(undefined)).toBe(10);
  });

  it('pages 10 at a time, the last page holding the rest', () => {
    expect(pageOfHistory(many, { page: 1, pageSize: 10 })).toEqual({
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
    });
    expect(pageOfHistory(many, { page: 3, pageSize: 10 }).rows).toEqual([
      21, 22, 23, 24, 25, 26, 27, 28,
    ]);
    expect(pageOfHistory(many, { page: 1, pageSize: 25 }).pageCount).toBe(2);
    expect(pageOfHistory(many, { page: 1, pageSize: 100 }).rows).toHaveLength(28);
  });

  it('keeps the page within the pages there are', () => {
    expect(pageOfHistory(many, { page: 9, pageSize: 10 }).page).toBe(3);
    expect(pageOfHistory(many, { page: 0, pageSize: 10 }).page).toBe(1);
    expect(pageOfHistory([], { page: 2, pageSize: 10 })).toEqual({
      rows: [],
      page: 1,
      pageCount: 1,
    });
  });
});

describe('doc 1 §2.2 Account History: the CSV download', () => {
  it('has a header and a row per record shown, in the order shown', () => {
    const shown = sortAccountHistory(filterAccountHistory(history, { type: 'all' }).records, {
      column: 'amount',
      direction: 'descending',
    }).slice(0, 3);
    expect(historyCsvRows(shown, labels)).toEqual([
      ['Date', 'Type', 'Amount', 'Due Date'],
      ['01/01/2026', 'Bill', '140.25', '01/22/2026'],
      ['03/15/2026', 'Payment', '120.50', ''],
      ['02/01/2026', 'Bill', '101.00', '02/22/2026'],
    ]);
  });

  it('writes RFC 4180 text: amounts without grouping, a negative prepaid credit with its sign', () => {
    const records = mergeAccountHistory(
      [payment('2026-03-15', 1234.5)],
      [bill('2026-03-01', -12.5, { dueDate: null })],
    );
    expect(historyCsv(records, { ...labels, bill: 'Bill, monthly' })).toBe(
      'Date,Type,Amount,Due Date\r\n03/15/2026,Payment,1234.50,\r\n03/01/2026,"Bill, monthly",-12.50,\r\n',
    );
  });

  it('names the file after the account, the type and the range', () => {
    expect(historyCsvFileName({ accountNumber: '1000001' })).toBe('billing-history-1000001.csv');
    expect(
      historyCsvFileName({
        accountNumber: '1000001',
        type: 'bills',
        from: { year: 2025, month: 1, day: 1 },
        to: '2025-06-30',
      }),
    ).toBe('billing-history-1000001-bills-2025-01-01-to-2025-06-30.csv');
    expect(historyCsvFileName({ accountNumber: '10/01', from: '2025-01-01' })).toBe(
      'billing-history-1001-from-2025-01-01.csv',
    );
    expect(
      historyCsvFileName({ accountNumber: '1000001', type: 'payments', to: '2025-06-30' }),
    ).toBe('billing-history-1000001-payments-to-2025-06-30.csv');
  });
});

describe('doc 2 §2.1, §8 history texts', () => {
  it('are the spec’s, verbatim', () => {
    expect(billingHistoryMessages.noHistory).toBe('No Billing / Payment History Record Found');
    expect(billingHistoryMessages.billFileNotFound).toBe('Bill History File not found.');
    expect(billingHistoryMessages.statementNotAvailable).toBe(
      'The billing statement is not available.',
    );
    expect(billingHistoryMessages.checkBackSoon).toBe('Please check back soon.');
  });
});
