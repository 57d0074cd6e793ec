import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountInput,
  formatCurrency,
  fromCents,
  parseAmount,
  parseAmountToCents,
  roundAmount,
  sumAmounts,
  toCents,
} from './money';

describe('doc 1 §9 amounts to 2 decimals, without float drift', () => {
  it.each([
    [0, 0],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [12.345, 1235],
    [-12.345, -1235],
    [-0.001, 0],
    [9999999999.99, 999999999999],
    [10000000000, 1000000000000],
    [1e-7, 0],
    [1e21, 1e23],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('toCents(%s) → %s', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('adds in cents', () => {
    expect(sumAmounts(0.1, 0.2)).toBe(0.3);
    expect(sumAmounts(9999999999.99, 0.01)).toBe(10000000000);
    expect(sumAmounts(19.99, 5.01, null, undefined)).toBe(25);
    expect(sumAmounts()).toBe(0);
    expect(fromCents(30)).toBe(0.3);
    expect(roundAmount(2.675)).toBe(2.68);
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['.5', 50],
    ['12.', 1200],
    [' 12.34 ', 1234],
    ['12.345', 1235],
    ['12.344', 1234],
    ['0.004', 0],
    ['9999999999.99', 999999999999],
    ['9999999999.995', 1000000000000],
    ['', undefined],
    ['.', undefined],
    ['abc', undefined],
    ['1.2.3', undefined],
    ['-5', undefined],
    ['1e5', undefined],
    [null, undefined],
  ])('parseAmountToCents(%j) → %s', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it('strips $ and commas and reads a minus sign when asked', () => {
    expect(parseAmountToCents('$1,234.50', { stripCurrency: true })).toBe(123450);
    expect(parseAmountToCents('-5', { allowNegative: true })).toBe(-500);
    expect(parseAmountToCents('-0', { allowNegative: true })).toBe(0);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('x')).toBeUndefined();
  });

  it('formats with 2 decimals and as money', () => {
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-3.1)).toBe('-3.10');
    expect(formatAmount(9999999999.99)).toBe('9999999999.99');
    expect(formatAmount(9999999999.99, { grouping: true })).toBe('9,999,999,999.99');
    expect(formatAmount(-1234.5, { grouping: true })).toBe('-1,234.50');
    expect(formatAmount(999, { grouping: true })).toBe('999.00');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-1234567.891)).toBe('-$1,234,567.89');
    expect(formatCurrency(null)).toBe('$0.00');
  });

  it('formats an amount field on blur, leaving text that is not an amount', () => {
    expect(formatAmountInput('12.5')).toBe('12.50');
    expect(formatAmountInput('.5')).toBe('0.50');
    expect(formatAmountInput('12a')).toBe('12a');
    expect(formatAmountInput('12')).toBe('12.00');
    expect(formatAmountInput('0012')).toBe('12.00');
    expect(formatAmountInput('7.')).toBe('7.00');
    expect(formatAmountInput('')).toBe('');
    expect(formatAmountInput('.')).toBe('.');
    expect(formatAmountInput('1.005')).toBe('1.01');
    expect(formatAmountInput('9999999999.99')).toBe('9999999999.99');
  });
});
