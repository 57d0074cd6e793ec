import { DEFAULT_FORMAT_LOCALE, formatNumber } from '@coop-portal/validation';
import type { UsageChartSummarization } from './types';

/**
 * Dates of the chart. 'yyyy-MM-dd' is a local day and 'yyyy-MM-ddTHH:mm:ss' a local time: both
 * are read field by field, never with `new Date('yyyy-MM-dd')`, which reads UTC midnight and shows
 * the day before west of Greenwich.
 */
export function parseChartDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  return new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
}

type DateStyle = 'dailyLong' | 'dailyShort' | 'monthlyLong' | 'monthlyShort' | 'hour';

const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dailyLong: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  dailyShort: { month: 'short', day: 'numeric' },
  monthlyLong: { month: 'long', year: 'numeric' },
  monthlyShort: { month: 'short', year: 'numeric' },
  hour: { hour: 'numeric' },
};

/*
 * Making a formatter loads the locale's data, which costs far more than formatting: each locale's
 * formatters are made once, the first time a chart in that language needs them.
 */
const formatsByLocale = new Map<string, Record<DateStyle, Intl.DateTimeFormat>>();

function formatsOf(locale: string): Record<DateStyle, Intl.DateTimeFormat> {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const made = {} as Record<DateStyle, Intl.DateTimeFormat>;
    for (const style of Object.keys(dateStyles) as DateStyle[]) {
      made[style] = new Intl.DateTimeFormat(locale, dateStyles[style]);
    }
    formats = made;
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/**
 * A bar's date in full, as read out and shown in the tooltip and table, in the locale's words:
 * 'Mon, Jun 3, 2024' in US English (the default), 'lun, 3 de jun de 2024' in Spanish.
 */
export function formatLongDate(
  value: string,
  summarization: UsageChartSummarization,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  const date = parseChartDate(value);
  if (Number.isNaN(date.getTime())) return value;
  const formats = formatsOf(locale);
  switch (summarization) {
    case 'daily':
      return formats.dailyLong.format(date);
    case 'monthly':
      return formats.monthlyLong.format(date);
    case 'interval':
      return `${formats.dailyLong.format(date)}, ${formats.hour.format(date)}`;
  }
}

/** A date on the axis: 'Jun 3', 'Jun 2024', '3 PM' in US English (the default); '3 jun' in Spanish. */
export function formatTickDate(
  value: string,
  summarization: UsageChartSummarization,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  const date = parseChartDate(value);
  if (Number.isNaN(date.getTime())) return value;
  const formats = formatsOf(locale);
  switch (summarization) {
    case 'daily':
      return formats.dailyShort.format(date);
    case 'monthly':
      return formats.monthlyShort.format(date);
    case 'interval':
      return formats.hour.format(date);
  }
}

/** A temperature: whole degrees, as the locale writes numbers (US English when omitted). */
export function formatDegrees(value: number, locale?: string): string {
  return formatNumber(Math.round(value), locale);
}
