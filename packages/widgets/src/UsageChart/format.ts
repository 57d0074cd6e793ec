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

const locale = 'en-US';
const formats = {
  dailyLong: new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }),
  dailyShort: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }),
  monthlyLong: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
  monthlyShort: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }),
  hour: new Intl.DateTimeFormat(locale, { hour: 'numeric' }),
};

/** A bar's date in full, as read out and shown in the tooltip and table: 'Mon, Jun 3, 2024'. */
export function formatLongDate(value: string, summarization: UsageChartSummarization): string {
  const date = parseChartDate(value);
  if (Number.isNaN(date.getTime())) return value;
  switch (summarization) {
    case 'daily':
      return formats.dailyLong.format(date);
    case 'monthly':
      return formats.monthlyLong.format(date);
    case 'interval':
      return `${formats.dailyLong.format(date)}, ${formats.hour.format(date)}`;
  }
}

/** A date on the axis: 'Jun 3', 'Jun 2024', '3 PM'. */
export function formatTickDate(value: string, summarization: UsageChartSummarization): string {
  const date = parseChartDate(value);
  if (Number.isNaN(date.getTime())) return value;
  switch (summarization) {
    case 'daily':
      return formats.dailyShort.format(date);
    case 'monthly':
      return formats.monthlyShort.format(date);
    case 'interval':
      return formats.hour.format(date);
  }
}

/** A temperature: whole degrees. */
export function formatDegrees(value: number): string {
  return Math.round(value).toLocaleString(locale);
}
