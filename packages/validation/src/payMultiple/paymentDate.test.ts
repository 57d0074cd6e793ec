import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE_MAX_DAYS,
  isScheduledPayment,
  paymentDateError,
  paymentDateLimits,
  paymentDateMessages as m,
  scheduleMaxDaysAhead,
} from './index';

const today = '2026-11-27';

describe('Pay Multiple Accounts: the payment date (doc 1 §3 allowFutureDatedPayments, doc 2 §2.8)', () => {
  it('runs from today to the earliest due date among the selected accounts', () => {
    const limits = paymentDateLimits({
      dueDates: ['2026-12-09', '2026-12-07', null],
      maxDaysAhead: 30,
      today,
    });
    expect(limits).toEqual({
      earliest: '2026-11-27',
      latest: '2026-12-07',
      latestShown: '12/07/2026',
      todayOnly: false,
    });
  });

  it('stops at the configured days ahead when that comes before every due date', () => {
    expect(paymentDateLimits({ dueDates: ['2026-12-20'], maxDaysAhead: 5, today }).latest).toBe(
      '2026-12-02',
    );
  });

  it('accounts without a due date (prepaid, none on file) set no limit of their own', () => {
    expect(
      paymentDateLimits({ dueDates: [null, undefined, ''], maxDaysAhead: 10, today }).latest,
    ).toBe('2026-12-07');
  });

  it('an account past its due date, or 0 days ahead, allows only today', () => {
    const pastDue = paymentDateLimits({
      dueDates: ['2026-11-20', '2026-12-09'],
      maxDaysAhead: 30,
      today,
    });
    expect(pastDue).toMatchObject({ latest: today, todayOnly: true });
    expect(paymentDateLimits({ dueDates: [], maxDaysAhead: 0, today }).todayOnly).toBe(true);
  });

  it('a date before today, after the latest day, or missing says so; the days between pass', () => {
    const limits = paymentDateLimits({ dueDates: ['2026-12-07'], maxDaysAhead: 30, today });
    expect(paymentDateError('2026-11-26', limits)).toBe('The payment date cannot be before today.');
    expect(paymentDateError('2026-12-08', limits)).toBe(
      'The payment date must be on or before 12/07/2026.',
    );
    expect(paymentDateError(null, limits)).toBe('Please enter a payment date.');
    expect(paymentDateError('02/30/2026', limits)).toBe(m.paymentDateRequired);
    expect(paymentDateError(today, limits)).toBeUndefined();
    expect(paymentDateError({ year: 2026, month: 12, day: 7 }, limits)).toBeUndefined();
  });

  it('a day after today schedules the payment; today pays now', () => {
    expect(isScheduledPayment('2026-11-28', today)).toBe(true);
    expect(isScheduledPayment(today, today)).toBe(false);
    expect(isScheduledPayment(null, today)).toBe(false);
  });

  it('the configured days ahead: a whole number, else the default', () => {
    expect(scheduleMaxDaysAhead('14')).toBe(14);
    expect(scheduleMaxDaysAhead(' 0 ')).toBe(0);
    for (const value of [null, undefined, '', 'N', '-3', '2.5']) {
      expect(scheduleMaxDaysAhead(value)).toBe(DEFAULT_SCHEDULE_MAX_DAYS);
    }
  });
});
