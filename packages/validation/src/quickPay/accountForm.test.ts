import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import { keepDigits, keepDigitsUpTo } from '../keyFilters';
import { quickPayAccountSchema, createQuickPayAccountSchema, quickPayMessages } from './index';

describe('doc 1 §5.1 Quick Pay account number', () => {
  it.each([
    ['', 'Please enter your account number.'],
    ['   ', 'Please enter your account number.'],
    [undefined, 'Please enter your account number.'],
    ['12a4', 'Please enter valid account number.'],
    ['0', 'Please enter valid account number.'],
    ['1234567890123', 'Please enter valid account number.'],
    ['12.5', 'Please enter valid account number.'],
  ])('%j → %s', (accountNumber, message) => {
    const result = validateForm(quickPayAccountSchema, {
      accountNumber,
      phoneLastFourDigits: '1111',
    });
    expect(result.success).toBe(false);
    expect(result.errors.accountNumber).toBe(message);
  });

  it.each(['1', '1000001', '12345678901', '123456789012'])(
    'accepts %s (11, 12 digits)',
    (value) => {
      const result = validateForm(quickPayAccountSchema, {
        accountNumber: value,
        phoneLastFourDigits: '1111',
      });
      expect(result).toEqual({
        success: true,
        data: { accountNumber: value, phoneLastFourDigits: '1111' },
        errors: {},
      });
    },
  );

  it('ignores spaces around the number', () => {
    const result = validateForm(quickPayAccountSchema, {
      accountNumber: ' 1000001 ',
      phoneLastFourDigits: '1111',
    });
    expect(result.data?.accountNumber).toBe('1000001');
  });
});

describe('doc 1 §5.1 Quick Pay last four phone digits', () => {
  it.each([
    ['', 'Please enter last 4 digits of your phone number.'],
    ['123', 'Please enter valid last 4 digits of your phone number.'],
    ['12345', 'Please enter valid last 4 digits of your phone number.'],
    ['12a4', 'Please enter valid last 4 digits of your phone number.'],
  ])('%j → %s', (phoneLastFourDigits, message) => {
    const result = validateForm(quickPayAccountSchema, {
      accountNumber: '1000001',
      phoneLastFourDigits,
    });
    expect(result.errors).toEqual({ phoneLastFourDigits: message });
  });

  it('reports both fields in form order so the first invalid field can take focus', () => {
    const result = validateForm(quickPayAccountSchema, {
      accountNumber: '',
      phoneLastFourDigits: '',
    });
    expect(Object.keys(result.errors)).toEqual(['accountNumber', 'phoneLastFourDigits']);
  });

  it('takes a co-op’s own wording', () => {
    const schema = createQuickPayAccountSchema({
      ...quickPayMessages,
      accountNumberRequired: 'Enter the number printed on your bill.',
    });
    expect(validateForm(schema, { accountNumber: '', phoneLastFourDigits: '1111' }).errors).toEqual(
      {
        accountNumber: 'Enter the number printed on your bill.',
      },
    );
  });
});

describe('doc 1 §5.1 key entry allows digits only', () => {
  it('drops everything but digits', () => {
    expect(keepDigits('10a0-0 001')).toBe('1000001');
  });
  it('cuts to the field’s length', () => {
    expect(keepDigitsUpTo('(555) 123-4567', 4)).toBe('5551');
    expect(keepDigitsUpTo('1234567890123', 12)).toBe('123456789012');
    expect(keepDigitsUpTo('123', -1)).toBe('');
  });
});
