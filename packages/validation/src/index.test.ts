import { describe, expect, it } from 'vitest';
import * as validation from './index';

describe('the public API (DESIGN: one namespace per feature plus shared helpers)', () => {
  it('exports every feature as a namespace', () => {
    expect(
      Object.keys(validation)
        .filter((key) => typeof validation[key as keyof typeof validation] === 'object')
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'accountList',
        'accountOverview',
        'accountProfile',
        'averageBilling',
        'billingHistory',
        'capitalCredits',
        'depositsAndArrangements',
        'drafts',
        'fallbackMessages',
        'navigation',
        'notifications',
        'outage',
        'password',
        'payMultiple',
        'paymentProfile',
        'profile',
        'quickPay',
        'registration',
        'roundUp',
        'scheduledPayments',
        'serviceApplication',
        'serviceRequest',
        'signIn',
        'usage',
      ]),
    );
  });

  it('keeps the exports other packages use', () => {
    const result = validation.validateForm(validation.quickPay.quickPayAccountSchema, {
      accountNumber: '1000001',
      phoneLastFourDigits: '1111',
    });
    expect(result.success).toBe(true);
    expect(validation.keepDigits('1a2')).toBe('12');
    expect(validation.keepDigitsUpTo('12345', 4)).toBe('1234');
  });

  it('exports the shared helpers', () => {
    expect(validation.formatUsPhone('9874561230')).toBe('(987) 456-1230');
    expect(validation.sumAmounts(0.1, 0.2)).toBe(0.3);
    expect(validation.formatUsDate('2024-05-01')).toBe('05/01/2024');
    expect(validation.fallbackMessages.tooLong(12)).toBe(
      'Please enter no more than 12 characters.',
    );
  });
});
