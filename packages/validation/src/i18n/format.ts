/**
 * Money, numbers, dates and plurals as a locale writes them, through `Intl`. US English gives exactly
 * the texts the spec writes ("$1,234.50", "MM/dd/yyyy", "MM/dd/yyyy h:mm AM"); another locale
 * (Spanish for the US, 'es-US') gives that language's own conventions. Amounts are rounded to cents
 * and dates read as days by the same rules as everywhere else, so no amount or day changes with the
 * locale: only how it is written.
 */

import { fromCents, toCents, type AmountValue } from '../shared/cents';
import { dayNumberOf, toDayNumber, type DateInput } from '../shared/dates';

/** The locale of every format when none is given: US English, as the spec writes its texts. */
export const DEFAULT_FORMAT_LOCALE = 'en-US';

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1_440;

const MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };
const SHORT_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
};
const TIME_OF_DAY: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
};

/*
 * Making a formatter loads the locale's data, which costs far more than formatting: one formatter is
 * kept per locale and options, and a table of a thousand rows uses the same few.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const keyOf = (locale: string, options: object | undefined) =>
  options === undefined ? locale : `${locale} ${JSON.stringify(options)}`;

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(
    dateTimeFormats,
    keyOf(locale, options),
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/**
 * An amount as money in dollars: `formatMoney(1234.5)` → "$1,234.50", `formatMoney(-12.5)` →
 * "-$12.50" (doc 1 §9: amounts to 2 decimals). The amount is first rounded to whole cents as
 * `toCents` rounds it (half away from zero; missing counts as 0), so every locale shows the same
 * cents.
 */
export function formatMoney(value: AmountValue, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return numberFormat(locale, MONEY).format(fromCents(toCents(value)));
}

/** A number as the locale writes it (grouping, decimal mark), with `Intl.NumberFormat`'s options. */
export function formatNumber(
  value: number,
  locale: string = DEFAULT_FORMAT_LOCALE,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}

/** The short numeric date of a day number, its year written with at least 4 digits. */
function formatDayNumber(dayNumber: number, locale: string): string {
  // The day number is read in UTC, where it starts at midnight, so the day never shifts with the
  // time zone. Intl writes the year 100 as "100": the spec's "yyyy" is 4 digits, "0100".
  return dateTimeFormat(locale, SHORT_DATE)
    .formatToParts(dayNumber * MINUTES_PER_DAY * MS_PER_MINUTE)
    .map((part) => (part.type === 'year' ? part.value.padStart(4, '0') : part.value))
    .join('');
}

/**
 * A date as the locale writes it, with 2-digit day and month: "11/26/2026" in US English (the
 * spec's MM/dd/yyyy, doc 1 §9, doc 2 §9), "26/11/2026" in Spanish for the US. `undefined` when the
 * value is not a date. The day is read as `toDayNumber` reads it (a `Date` by its local day).
 */
export function formatDate(
  input: DateInput | null | undefined,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string | undefined {
  const dayNumber = toDayNumber(input);
  return dayNumber === undefined ? undefined : formatDayNumber(dayNumber, locale);
}

/** The time of day as the locale writes it: "2:30 PM" in US English, "2:30 p.m." in Spanish. */
function formatTimeOfDay(dayNumber: number, hours: number, minutes: number, locale: string) {
  const time = (dayNumber * MINUTES_PER_DAY + hours * 60 + minutes) * MS_PER_MINUTE;
  // Some versions of ICU (the data behind Intl) put a narrow no-break space (U+202F) or a no-break
  // space (U+00A0) before AM/PM, others a plain space: it is always written as a plain space, so
  // the text is the same in every browser and in the tests.
  return dateTimeFormat(locale, TIME_OF_DAY)
    .format(time)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * A date and time as shown to a member: "MM/dd/yyyy h:mm AM" in US English (doc 2 §9's date format
 * with a 12-hour time), the locale's own date and time otherwise ("26/11/2026 2:30 p.m."). An ISO
 * date-time without a zone is read as written (the server's local time); one with `Z` or an offset
 * is shown in the browser's time zone. A date alone shows the date; anything else is `undefined`.
 */
export function formatDateTime(
  value: string | null | undefined,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string | undefined {
  const text = (value ?? '').trim();
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text,
    );
  if (!match) return formatDate(text, locale);
  const [, year, month, day, hours, minutes, zone] = match;
  let dayNumber: number | undefined;
  let h: number;
  let m: number;
  if (zone) {
    // The instant is turned into the browser's day, hours and minutes, then written like a time
    // without a zone: the date and the time always come from the same clock reading.
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) return undefined;
    dayNumber = toDayNumber(date);
    h = date.getHours();
    m = date.getMinutes();
  } else {
    dayNumber = dayNumberOf(Number(year), Number(month), Number(day));
    h = Number(hours);
    m = Number(minutes);
    if (h > 23 || m > 59) return undefined;
  }
  if (dayNumber === undefined) return undefined;
  return `${formatDayNumber(dayNumber, locale)} ${formatTimeOfDay(dayNumber, h, m, locale)}`;
}

/**
 * The form of a word or message for a count, by the locale's plural rules: `plural('es-US', 1,
 * { one: 'cuenta', other: 'cuentas' })` → 'cuenta'. A category other than "one" (Spanish has
 * "many" for a million) takes `other`.
 */
export function plural<T>(locale: string, count: number, forms: { one: T; other: T }): T {
  const rules = kept(pluralRulesByLocale, locale, () => new Intl.PluralRules(locale));
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
