import { describe, expect, it } from 'vitest';
import { scheduledPaymentsMessagesEs } from '../es';
import {
  scheduledPaymentName,
  scheduledPaymentView,
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

describe('doc 2 §2.8 Scheduled Payments in Spanish (US): dates day first, amounts as es-US writes them', () => {
  const scheduled = payment({
    transNo: 'A',
    createdDate: '2026-11-24T09:30:00',
    paymentDate: '2026-12-07',
    amount: 1142.37,
    accountDetails: [
      { accountNumber: '1000001', accountType: 'Electric', amount: 1000 },
      { accountNumber: '3000002', accountType: 'Water', amount: 142.37 },
    ],
  });

  it('the list’s values and a payment’s name', () => {
    expect(scheduledPaymentView(scheduled, 'es-US')).toEqual({
      createdDate: '24/11/2026',
      paymentDate: '07/12/2026',
      amount: '$1,142.37',
      total: '$1,142.37',
    });
    expect(scheduledPaymentName(scheduled, scheduledPaymentsMessagesEs, 'es-US')).toBe(
      '$1,142.37 el 07/12/2026',
    );
    // A date the list cannot read is shown as sent.
    expect(scheduledPaymentView({ ...scheduled, paymentDate: 'pronto' }, 'es-US').paymentDate).toBe(
      'pronto',
    );
  });

  it('texts sort in the locale’s alphabetical order', () => {
    const list = [
      payment({ transNo: 'A', paymentMethod: 'Ñandú' }),
      payment({ transNo: 'B', paymentMethod: 'Oro' }),
      payment({ transNo: 'C', paymentMethod: 'nube' }),
    ];
    expect(
      sortScheduledPayments(list, { column: 'paymentMethod', direction: 'ascending' }, 'es-US').map(
        (entry) => entry.transNo,
      ),
    ).toEqual(['C', 'A', 'B']);
  });

  it('English is unchanged when no locale is given', () => {
    expect(scheduledPaymentName(scheduled)).toBe('$1,142.37 on 12/07/2026');
    expect(scheduledPaymentView(scheduled).createdDate).toBe('11/24/2026');
  });
});
