import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayNumberOf,
  formatUsDate,
  isoFromDayNumber,
  todayDayNumber,
  toDayNumber,
  toIsoDate,
} from './dates';
import { formatUsDateTime } from './dateTime';

describe('calendar days for the date rules (doc 1 §9, doc 2 §9 date formats)', () => {
  it.each([
    ['2024-05-01', '2024-05-01'],
    ['2024-05-01T23:59:59Z', '2024-05-01'],
    ['2024-05-01 10:00', '2024-05-01'],
    ['05/01/2024', '2024-05-01'],
    ['5/1/2024', '2024-05-01'],
    [new Date(2024, 4, 1, 23, 30), '2024-05-01'],
    [{ year: 2024, month: 2, day: 29 }, '2024-02-29'],
    ['2023-02-29', undefined],
    ['2024-13-01', undefined],
    ['2024-00-10', undefined],
    ['2024-01-00', undefined],
    ['not a date', undefined],
    ['', undefined],
    [new Date(Number.NaN), undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (input, iso) => {
    expect(toIsoDate(input)).toBe(iso);
  });

  it('refuses what is not a date at all', () => {
    expect(toDayNumber(42 as unknown as string)).toBeUndefined();
    expect(dayNumberOf(2024, 1.5, 1)).toBeUndefined();
    expect(toDayNumber({ year: 2024, month: 4, day: 31 })).toBeUndefined();
  });

  it('formats MM/dd/yyyy', () => {
    expect(formatUsDate('2024-05-01T00:00:00')).toBe('05/01/2024');
    expect(formatUsDate(undefined)).toBeUndefined();
    expect(isoFromDayNumber(0)).toBe('1970-01-01');
  });

  it('takes "today" as a parameter, else the local day', () => {
    expect(todayDayNumber('2024-05-01')).toBe(toDayNumber('2024-05-01'));
    expect(todayDayNumber()).toBe(toDayNumber(new Date()));
    expect(() => todayDayNumber('soon')).toThrow(RangeError);
  });

  it('adds months, keeping the day or the month’s last day', () => {
    const day = (iso: string) => toDayNumber(iso) ?? Number.NaN;
    expect(isoFromDayNumber(addMonths(day('2024-03-31'), -1))).toBe('2024-02-29');
    expect(isoFromDayNumber(addMonths(day('2023-03-31'), -1))).toBe('2023-02-28');
    expect(isoFromDayNumber(addMonths(day('2024-01-15'), -3))).toBe('2023-10-15');
    expect(isoFromDayNumber(addMonths(day('2024-05-31'), 1))).toBe('2024-06-30');
  });
});

describe('doc 2 §2.1, §9 a date and time as shown (the estimated restoration time)', () => {
  it.each([
    ['2026-05-01T14:30:00', '05/01/2026 2:30 PM'],
    ['2026-05-01T00:05', '05/01/2026 12:05 AM'],
    ['2026-05-01T12:00:00.000', '05/01/2026 12:00 PM'],
    ['2026-05-01', '05/01/2026'],
    ['2026-02-30T10:00:00', undefined],
    ['2026-05-01T25:00:00', undefined],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, shown) => {
    expect(formatUsDateTime(value)).toBe(shown);
  });

  it('shows a time with a zone in the browser’s own time zone', () => {
    const date = new Date(Date.UTC(2026, 4, 1, 18, 45));
    const local = `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
    expect(formatUsDateTime('2026-05-01T18:45:00Z')).toMatch(
      new RegExp(`^${local.replace(/\//g, '\\/')} \\d{1,2}:45 (AM|PM)$`),
    );
  });
});
