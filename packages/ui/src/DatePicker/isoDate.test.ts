import {
  BuddhistCalendar,
  CalendarDate,
  CalendarDateTime,
  getLocalTimeZone,
  toCalendar,
  today,
} from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { parseIsoDate, dateValueToIso, todayPlus } from './isoDate';

describe('ui DatePicker ISO date helpers', () => {
  it('reads an ISO date or date-time as the calendar date written, without a time-zone shift', () => {
    expect(parseIsoDate('2121-12-31')).toEqual(new CalendarDate(2121, 12, 31));
    expect(parseIsoDate('2024-05-01T00:00:00Z')).toEqual(new CalendarDate(2024, 5, 1));
    expect(parseIsoDate('2024-05-01T23:30:00-10:00')).toEqual(new CalendarDate(2024, 5, 1));
    expect(parseIsoDate(' 1990-01-01 ')).toEqual(new CalendarDate(1990, 1, 1));
  });

  it('gives null for no date, a malformed one or an impossible one', () => {
    for (const input of [
      null,
      undefined,
      '',
      '05/01/2024',
      '2024-5-1',
      '2024-02-30',
      '2023-13-01',
    ]) {
      expect(parseIsoDate(input)).toBeNull();
    }
    expect(parseIsoDate('2024-02-29')).toEqual(new CalendarDate(2024, 2, 29));
  });

  it('writes a value as YYYY-MM-DD, and no value as null', () => {
    expect(dateValueToIso(new CalendarDate(2024, 5, 1))).toBe('2024-05-01');
    expect(dateValueToIso(new CalendarDateTime(2024, 12, 31, 23, 59))).toBe('2024-12-31');
    expect(dateValueToIso(null)).toBeNull();
    expect(dateValueToIso(parseIsoDate('1990-01-01'))).toBe('1990-01-01');
  });

  it('writes a value of another calendar system as its Gregorian day', () => {
    const buddhist = toCalendar(new CalendarDate(2024, 5, 1), new BuddhistCalendar());
    expect(buddhist.year).toBe(2567);
    expect(dateValueToIso(buddhist)).toBe('2024-05-01');
  });

  it('counts days from today', () => {
    const now = today(getLocalTimeZone());
    expect(todayPlus()).toEqual(now);
    expect(todayPlus(1)).toEqual(now.add({ days: 1 }));
    expect(todayPlus(-179, 'America/Chicago')).toEqual(
      today('America/Chicago').subtract({ days: 179 }),
    );
  });
});
