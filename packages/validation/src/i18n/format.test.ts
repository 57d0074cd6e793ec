import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FORMAT_LOCALE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  plural,
} from '../index';
import { dayNumberOf, formatUsDate, isoFromDayNumber } from '../shared/dates';
import { formatUsDateTime } from '../shared/dateTime';
import { formatAmount, formatBalance, formatCurrency } from '../shared/money';

/** Amounts spread over every magnitude up to the largest payment, from a fixed seed. */
function spreadAmounts(count: number): number[] {
  let seed = 20_261_126;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, () => {
    const amount = 10 ** (next() * 13 - 3) * (next() < 0.5 ? -1 : 1);
    return next() < 0.5 ? amount : Math.round(amount * 1000) / 1000;
  });
}

/** The spec's money text: 2 decimals, thousands grouped, "$" after the sign. */
const specMoney = (value: number) =>
  formatAmount(value, { grouping: true }).replace(/^(-?)/, '$1$');

describe('doc 1 §9 money and dates: English as the spec writes them, Spanish (US) by its conventions', () => {
  it('writes US English when no locale is given', () => {
    expect(DEFAULT_FORMAT_LOCALE).toBe('en-US');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatDate('2026-11-26')).toBe('11/26/2026');
    expect(formatDateTime('2026-11-26T14:30:00')).toBe('11/26/2026 2:30 PM');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
  });

  it.each([
    [1234.5, '$1,234.50', '$1,234.50'],
    [-12.5, '-$12.50', '-$12.50'],
    [0, '$0.00', '$0.00'],
    [-0, '$0.00', '$0.00'],
    [-0.004, '$0.00', '$0.00'],
    [0.005, '$0.01', '$0.01'],
    [-0.005, '-$0.01', '-$0.01'],
    [1.005, '$1.01', '$1.01'],
    [2.675, '$2.68', '$2.68'],
    [0.1 + 0.2, '$0.30', '$0.30'],
    [999.995, '$1,000.00', '$1,000.00'],
    [-1234567.891, '-$1,234,567.89', '-$1,234,567.89'],
    [9999999999.99, '$9,999,999,999.99', '$9,999,999,999.99'],
    [-9999999999.99, '-$9,999,999,999.99', '-$9,999,999,999.99'],
    [null, '$0.00', '$0.00'],
    [undefined, '$0.00', '$0.00'],
    [Number.NaN, '$0.00', '$0.00'],
  ])('money %s → %j in en-US, %j in es-US', (value, english, spanish) => {
    expect(formatMoney(value, 'en-US')).toBe(english);
    expect(formatMoney(value, 'es-US')).toBe(spanish);
    expect(formatCurrency(value)).toBe(english);
  });

  it('writes every amount up to the largest payment exactly as the spec’s money text', () => {
    for (const value of spreadAmounts(5000)) {
      expect(formatMoney(value)).toBe(specMoney(value));
      expect(formatCurrency(value)).toBe(specMoney(value));
    }
  });

  it('writes a balance in the locale given, a negative prepaid one in parentheses', () => {
    expect(formatBalance({ accountBalance: -12.5, isPrepaidAccount: true })).toBe('($12.50)');
    expect(formatBalance({ accountBalance: -12.5, isPrepaidAccount: true }, 'es-US')).toBe(
      '($12.50)',
    );
    expect(formatBalance({ accountBalance: -12.5 }, 'es-US')).toBe('-$12.50');
    expect(formatCurrency(1234.5, 'es-US')).toBe('$1,234.50');
  });

  it('writes numbers with the locale’s options', () => {
    expect(formatNumber(1234.5, 'es-US', { minimumFractionDigits: 2 })).toBe('1,234.50');
    expect(formatNumber(0.256, 'en-US', { style: 'percent' })).toBe('26%');
    expect(formatNumber(1234.5, 'en-US', { maximumFractionDigits: 0 })).toBe('1,235');
  });

  it.each([
    ['2026-11-26', '11/26/2026', '26/11/2026'],
    ['2026-05-01T23:59:59Z', '05/01/2026', '01/05/2026'],
    ['05/01/2024', '05/01/2024', '01/05/2024'],
    ['5/1/2024', '05/01/2024', '01/05/2024'],
    [{ year: 2024, month: 2, day: 29 }, '02/29/2024', '29/02/2024'],
    [new Date(2026, 10, 26, 23, 30), '11/26/2026', '26/11/2026'],
    ['0100-01-02', '01/02/0100', '02/01/0100'],
    ['2023-02-29', undefined, undefined],
    ['not a date', undefined, undefined],
    [null, undefined, undefined],
    [undefined, undefined, undefined],
  ])('date %j → %j in en-US, %j in es-US', (input, english, spanish) => {
    expect(formatDate(input, 'en-US')).toBe(english);
    expect(formatDate(input, 'es-US')).toBe(spanish);
    expect(formatUsDate(input)).toBe(english);
  });

  it('writes every day from the year 100 to 9999 in US English as MM/dd/yyyy', () => {
    const first = dayNumberOf(100, 1, 1) ?? Number.NaN;
    const last = dayNumberOf(9999, 12, 31) ?? Number.NaN;
    for (let dayNumber = first; dayNumber <= last; dayNumber += 97) {
      const iso = isoFromDayNumber(dayNumber);
      expect(formatDate(iso, 'en-US')).toBe(formatUsDate(iso));
    }
    expect(formatDate('9999-12-31', 'es-US')).toBe('31/12/9999');
  });
});

describe('doc 2 §9 dates and times: English as the spec writes them, Spanish (US) by its conventions', () => {
  it.each([
    ['2026-11-26T14:30:00', '11/26/2026 2:30 PM', '26/11/2026 2:30 p.m.'],
    ['2026-05-01T00:05', '05/01/2026 12:05 AM', '01/05/2026 12:05 a.m.'],
    ['2026-05-01T12:00:00.000', '05/01/2026 12:00 PM', '01/05/2026 12:00 p.m.'],
    ['2026-05-01 23:59', '05/01/2026 11:59 PM', '01/05/2026 11:59 p.m.'],
    ['2026-05-01', '05/01/2026', '01/05/2026'],
    ['2026-02-30T10:00:00', undefined, undefined],
    ['2026-05-01T25:00:00', undefined, undefined],
    ['2026-05-01T10:60:00', undefined, undefined],
    ['2026-05-01T25:00:00Z', undefined, undefined],
    ['0050-05-01T10:00:00Z', undefined, undefined],
    ['soon', undefined, undefined],
    ['', undefined, undefined],
    [null, undefined, undefined],
  ])('%j → %j in en-US, %j in es-US', (value, english, spanish) => {
    expect(formatDateTime(value, 'en-US')).toBe(english);
    expect(formatDateTime(value, 'es-US')).toBe(spanish);
    expect(formatUsDateTime(value)).toBe(english);
  });

  it('writes every minute of a day in US English as a 12-hour clock', () => {
    const pad = (value: number) => String(value).padStart(2, '0');
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const hours = Math.floor(minute / 60);
      const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minute % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
      expect(formatDateTime(`2026-11-26T${pad(hours)}:${pad(minute % 60)}`, 'en-US')).toBe(
        `11/26/2026 ${clock}`,
      );
    }
  });

  it('shows a time with a zone in the browser’s own time zone', () => {
    const date = new Date(Date.UTC(2026, 4, 1, 18, 45));
    const pad = (value: number) => String(value).padStart(2, '0');
    const [day, month, year] = [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()];
    const time = `${date.getHours() % 12 === 0 ? 12 : date.getHours() % 12}:${pad(date.getMinutes())}`;
    const afternoon = date.getHours() >= 12;
    expect(formatDateTime('2026-05-01T18:45:00Z', 'en-US')).toBe(
      `${month}/${day}/${year} ${time} ${afternoon ? 'PM' : 'AM'}`,
    );
    expect(formatDateTime('2026-05-01T18:45:00+00:00', 'es-US')).toBe(
      `${day}/${month}/${year} ${time} ${afternoon ? 'p.m.' : 'a.m.'}`,
    );
  });

  it('writes the space before AM/PM as a plain space whatever the ICU version puts there', () => {
    // `format` is a getter of Intl.DateTimeFormat's prototype (it gives a bound function).
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const format = vi.spyOn(prototype, 'format', 'get');
    format.mockReturnValue(() => '2:30\u202fPM');
    expect(formatDateTime('2026-11-26T14:30', 'en-US')).toBe('11/26/2026 2:30 PM');
    format.mockReturnValue(() => '2:30\u00a0p.m.');
    expect(formatDateTime('2026-11-26T14:30', 'es-US')).toBe('26/11/2026 2:30 p.m.');
  });
});

describe('plural forms by the locale’s rules', () => {
  const accounts = { one: 'account', other: 'accounts' };
  const cuentas = { one: 'cuenta', other: 'cuentas' };

  it.each([
    [0, 'accounts', 'cuentas'],
    [1, 'account', 'cuenta'],
    [2, 'accounts', 'cuentas'],
    [1.5, 'accounts', 'cuentas'],
    [1_000_000, 'accounts', 'cuentas'],
  ])('%s → %j in en-US, %j in es-US', (count, english, spanish) => {
    expect(plural('en-US', count, accounts)).toBe(english);
    expect(plural('es-US', count, cuentas)).toBe(spanish);
  });
});

describe('README: Formats by locale', () => {
  it('gives the results the README states', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'es-US')).toBe('$1,234.50');
    expect(formatDate('2026-11-26')).toBe('11/26/2026');
    expect(formatDate('2026-11-26', 'es-US')).toBe('26/11/2026');
    expect(formatDateTime('2026-11-26T14:30:00', 'es-US')).toBe('26/11/2026 2:30 p.m.');
    expect(plural('es-US', 2, { one: 'cuenta', other: 'cuentas' })).toBe('cuentas');
  });
});
