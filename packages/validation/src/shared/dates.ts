/**
 * Calendar dates for the rules. A date is a day (no time, no time zone): rules compare whole days,
 * and "today" is always a parameter so results do not depend on when or where they run.
 */

/** A calendar day as a form gives it: a `Date` (its local day), "yyyy-MM-dd" (an ISO date-time is
 * read by its date part), "MM/dd/yyyy", or an object with year, month (1-12) and day (such as a
 * react-aria `CalendarDate`). */
export type DateInput =
  Date | string | { readonly year: number; readonly month: number; readonly day: number };

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a valid calendar day, or `undefined` (e.g. 02/30/2024). */
export function dayNumberOf(year: number, month: number, day: number): number | undefined {
  if (![year, month, day].every(Number.isInteger)) return undefined;
  if (month < 1 || month > 12 || day < 1) return undefined;
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return undefined;
  return time / MS_PER_DAY;
}

/** The day a value stands for, as days since 1970-01-01, or `undefined` when it is not a date. */
export function toDayNumber(input: DateInput | null | undefined): number | undefined {
  if (input == null) return undefined;
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return undefined;
    return dayNumberOf(input.getFullYear(), input.getMonth() + 1, input.getDate());
  }
  if (typeof input === 'string') {
    const text = input.trim();
    const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
    if (iso) return dayNumberOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (us) return dayNumberOf(Number(us[3]), Number(us[1]), Number(us[2]));
    return undefined;
  }
  if (typeof input !== 'object') return undefined;
  return dayNumberOf(input.year, input.month, input.day);
}

/** Year, month (1-12) and day of a day number. */
export function dayParts(dayNumber: number): { year: number; month: number; day: number } {
  const date = new Date(dayNumber * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "yyyy-MM-dd" of a day number. */
export function isoFromDayNumber(dayNumber: number): string {
  const { year, month, day } = dayParts(dayNumber);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "MM/dd/yyyy" of a day number (doc 1 §9, doc 2 §9). */
export function usFromDayNumber(dayNumber: number): string {
  const { year, month, day } = dayParts(dayNumber);
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

/** "yyyy-MM-dd" of a date, or `undefined` when it is not a date. */
export function toIsoDate(input: DateInput | null | undefined): string | undefined {
  const dayNumber = toDayNumber(input);
  return dayNumber === undefined ? undefined : isoFromDayNumber(dayNumber);
}

/**
 * "MM/dd/yyyy" of a date, or `undefined` when it is not a date. Always this form, whatever the
 * language shown: it is also the form of dates sent to the API. Display code uses
 * `formatDate(value, locale)`, which writes the same text in US English.
 */
export function formatUsDate(input: DateInput | null | undefined): string | undefined {
  const dayNumber = toDayNumber(input);
  return dayNumber === undefined ? undefined : usFromDayNumber(dayNumber);
}

/**
 * Today as a day number: the given day when there is one (tests, a server's business date), else the
 * local day now. This is the only place a rule reads the clock.
 */
export function todayDayNumber(today?: DateInput): number {
  const dayNumber = toDayNumber(today ?? new Date());
  if (dayNumber === undefined) throw new RangeError(`"today" is not a date: ${String(today)}`);
  return dayNumber;
}

/** The same day a number of months earlier or later, clamped to the month's last day (03/31 - 1
 * month → 02/28 or 02/29). */
export function addMonths(dayNumber: number, months: number): number {
  const { year, month, day } = dayParts(dayNumber);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return (
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay)) / MS_PER_DAY
  );
}
