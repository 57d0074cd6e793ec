import { describe, expect, it } from 'vitest';
import {
  defaultScheduledPaymentSort,
  isScheduledPaymentsAvailable,
  scheduledPaymentName,
  scheduledPaymentSortColumn,
  scheduledPaymentsMessages,
  scheduledPaymentTotal,
  scheduledPaymentView,
  scheduledTransNo,
  scheduleErrorMessage,
  scheduleReturnParam,
  scheduleSuccessPath,
  scheduleErrorState,
  sortScheduledPayments,
  type ScheduledPayment,
} from './index';

const payment = (values: Partial<ScheduledPayment> & { transNo: string }): ScheduledPayment => ({
  createdDate: '2026-11-20',
  paymentType: 'One-time',
  amount: 10,
  paymentMethod: 'Visa ••••4242',
  paymentDate: '2026-12-01',
  accountDetails: [],
  ...values,
});

const list = [
  payment({
    transNo: 'A',
    createdDate: '2026-11-24',
    paymentDate: '2026-12-07',
    amount: 142.37,
    paymentType: 'One-time',
    paymentMethod: 'Visa ••••4242',
  }),
  payment({
    transNo: 'B',
    createdDate: '2026-11-26T09:30:00',
    paymentDate: '2026-12-18',
    amount: 73.6,
    paymentType: 'Multiple accounts',
    paymentMethod: 'Checking ••••6789',
  }),
  payment({
    transNo: 'C',
    createdDate: '2026-11-02',
    paymentDate: '2026-12-01',
    amount: 500,
    paymentType: 'one-time',
    paymentMethod: 'Amex ••••1005',
  }),
];
/** An address's query string, read as URLSearchParams reads it. */
const query = (search: string) => ({
  get: (name: string) => {
    for (const pair of search.split('&')) {
      const [key, value = ''] = pair.split('=');
      if (key === name) return decodeURIComponent(value);
    }
    return null;
  },
});

const order = (payments: readonly ScheduledPayment[]) => payments.map((p) => p.transNo);

describe('doc 1 §2.2 Scheduled Payments is offered with allowFutureDatedPayments', () => {
  it('only when the site allows future-dated payments', () => {
    expect(isScheduledPaymentsAvailable({ allowFutureDatedPayments: true })).toBe(true);
    expect(isScheduledPaymentsAvailable({ allowFutureDatedPayments: false })).toBe(false);
    expect(isScheduledPaymentsAvailable({ allowFutureDatedPayments: null })).toBe(false);
    expect(isScheduledPaymentsAvailable({})).toBe(false);
  });
});

describe('doc 2 §2.8 Scheduled payments: sorting', () => {
  it('first order: the payment made next first', () => {
    expect(order(sortScheduledPayments(list, defaultScheduledPaymentSort))).toEqual([
      'C',
      'A',
      'B',
    ]);
  });

  it('by created date (a date-time read by its day), either way', () => {
    const column = 'createdDate';
    expect(order(sortScheduledPayments(list, { column, direction: 'ascending' }))).toEqual([
      'C',
      'A',
      'B',
    ]);
    expect(order(sortScheduledPayments(list, { column, direction: 'descending' }))).toEqual([
      'B',
      'A',
      'C',
    ]);
  });

  it('by amount, as numbers', () => {
    const column = 'amount';
    expect(order(sortScheduledPayments(list, { column, direction: 'ascending' }))).toEqual([
      'B',
      'A',
      'C',
    ]);
    expect(order(sortScheduledPayments(list, { column, direction: 'descending' }))).toEqual([
      'C',
      'A',
      'B',
    ]);
  });

  it('by type and method, without case; equal values keep their order', () => {
    expect(
      order(sortScheduledPayments(list, { column: 'paymentType', direction: 'ascending' })),
    ).toEqual(['B', 'A', 'C']);
    expect(
      order(sortScheduledPayments(list, { column: 'paymentType', direction: 'descending' })),
    ).toEqual(['A', 'C', 'B']);
    expect(
      order(sortScheduledPayments(list, { column: 'paymentMethod', direction: 'ascending' })),
    ).toEqual(['C', 'B', 'A']);
  });

  it('a date that cannot be read comes last either way; the list is not changed', () => {
    const odd = payment({ transNo: 'X', paymentDate: 'soon' });
    const withOdd = [odd, ...list];
    for (const direction of ['ascending', 'descending'] as const) {
      expect(
        order(sortScheduledPayments(withOdd, { column: 'paymentDate', direction })).at(-1),
      ).toBe('X');
    }
    expect(order(withOdd)).toEqual(['X', 'A', 'B', 'C']);
  });

  it('a column id the table reports becomes a sort column; anything else the payment date', () => {
    expect(scheduledPaymentSortColumn('amount')).toBe('amount');
    expect(scheduledPaymentSortColumn('createdDate')).toBe('createdDate');
    expect(scheduledPaymentSortColumn('delete')).toBe('paymentDate');
    expect(scheduledPaymentSortColumn(undefined)).toBe('paymentDate');
  });
});

describe('doc 2 §2.8, §3 Scheduled payment: shown values, totals and names', () => {
  const twoAccounts = payment({
    transNo: 'SP-240118',
    createdDate: '2026-11-26',
    paymentDate: '2026-12-18',
    amount: 73.6,
    accountDetails: [
      { accountNumber: '3000002', accountType: 'Water', amount: 48.6 },
      { accountNumber: '3000003', accountType: 'Electric', amount: 25 },
    ],
  });

  it('the total of the accounts is added in cents', () => {
    expect(scheduledPaymentTotal(twoAccounts)).toBe(73.6);
    expect(
      scheduledPaymentTotal({
        accountDetails: [
          { accountNumber: '1', accountType: 'Electric', amount: 0.1 },
          { accountNumber: '2', accountType: 'Electric', amount: 0.2 },
        ],
      }),
    ).toBe(0.3);
    expect(scheduledPaymentTotal({ accountDetails: [] })).toBe(0);
  });

  it('dates MM/dd/yyyy, amounts as money; an unreadable date as sent', () => {
    expect(scheduledPaymentView(twoAccounts)).toEqual({
      createdDate: '11/26/2026',
      paymentDate: '12/18/2026',
      amount: '$73.60',
      total: '$73.60',
    });
    expect(scheduledPaymentView(payment({ transNo: 'X', paymentDate: 'soon' })).paymentDate).toBe(
      'soon',
    );
  });

  it('a payment is named by its amount and payment date; a co-op may reword it', () => {
    expect(scheduledPaymentName(twoAccounts)).toBe('$73.60 on 12/18/2026');
    expect(
      scheduledPaymentName(twoAccounts, {
        paymentName: (amount, date) => `${amount} (${date})`,
      }),
    ).toBe('$73.60 (12/18/2026)');
  });
});

describe('doc 2 §2.8 schedule result pages', () => {
  it('the error page shows the message passed in navigation state', () => {
    const state = scheduleErrorState('The payment date must be on or before the due date.');
    expect(scheduleErrorMessage(state)).toBe('The payment date must be on or before the due date.');
    expect(scheduleErrorMessage('Card declined.')).toBe('Card declined.');
  });

  it('without a message (a direct visit), a clear generic one', () => {
    for (const state of [null, undefined, '', {}, { message: '  ' }, { message: 42 }]) {
      expect(scheduleErrorMessage(state)).toBe(scheduledPaymentsMessages.scheduleFailed);
    }
    expect(scheduleErrorMessage(null, { scheduleFailed: 'Not scheduled.' })).toBe('Not scheduled.');
  });

  it('the success page reads transno', () => {
    expect(scheduledTransNo(query('transno=SP-240201'))).toBe('SP-240201');
    expect(scheduledTransNo(query('transno=%20'))).toBeNull();
    expect(scheduledTransNo(query(''))).toBeNull();
  });

  it('the provider’s return: encodedParam without transno is completed, then the transno is shown', () => {
    expect(scheduleReturnParam(query('encodedParam=demo-schedule~abc'))).toBe('demo-schedule~abc');
    expect(scheduleReturnParam(query('encodedParam=x&transno=SP-1'))).toBeNull();
    expect(scheduleReturnParam(query('encodedParam=%20'))).toBeNull();
    expect(scheduleSuccessPath('SP 1/2')).toBe('/schedule-payments-success?transno=SP%201%2F2');
  });

  it('the spec’s texts, verbatim', () => {
    expect(scheduledPaymentsMessages.noScheduledPayments).toBe(
      'No Payments scheduled at this time.',
    );
    expect(scheduledPaymentsMessages.scheduleCanceled).toBe(
      'Your schedule payment has been canceled.',
    );
    expect(scheduledPaymentsMessages.scheduleTitle).toBe('Schedule Payment');
    expect(scheduledPaymentsMessages.accountsToBePaid).toBe('Accounts to be paid');
  });
});
