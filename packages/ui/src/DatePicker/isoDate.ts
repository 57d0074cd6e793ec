import {
  CalendarDate,
  GregorianCalendar,
  getLocalTimeZone,
  toCalendar,
  toCalendarDate,
  today,
  type DateValue,
} from '@internationalized/date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/**
 * An ISO date from the API — `'2024-05-01'`, or a date-time such as `'2024-05-01T00:00:00Z'` — as
 * the `CalendarDate` a `DatePicker` takes. The calendar date is taken as written, never shifted by
 * a time zone. Empty, malformed or impossible dates (`'2024-02-30'`) give `null`.
 */
export function parseIsoDate(iso: string | null | undefined): CalendarDate | null {
  const match = iso ? ISO_DATE.exec(iso.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new CalendarDate(year, month, day);
  // CalendarDate constrains out-of-range parts (Feb 30 → Feb 29): reject instead.
  return date.year === year && date.month === month && date.day === day ? date : null;
}

/**
 * A `DatePicker` value (a react-aria `DateValue`, in any calendar system) as an ISO date,
 * `'YYYY-MM-DD'` in the Gregorian calendar, for the API; `null` for no date. A date-time value
 * gives its date part. (A date that is a string or a `Date` goes through `@coop-portal/validation`'s
 * `toIsoDate`.)
 */
export function dateValueToIso(value: DateValue | null | undefined): string | null {
  if (!value) return null;
  return toCalendar(toCalendarDate(value), new GregorianCalendar()).toString();
}

/**
 * Today in the visitor's time zone (or `timeZone`), moved by `days`: `todayPlus(1)` is tomorrow,
 * e.g. the earliest expiration date a form accepts.
 */
export function todayPlus(days = 0, timeZone: string = getLocalTimeZone()): CalendarDate {
  return today(timeZone).add({ days });
}
