import * as z from 'zod/mini';
import {
  addMonths,
  type DateInput,
  isoFromDayNumber,
  todayDayNumber,
  toDayNumber,
} from '../shared/dates';
import { formDate } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { usageMessages, type UsageMessages } from './messages';

ensureEnglishIssueMessages();

/** Usage tracker limits (doc 2 §9). */
export const usageLimits = {
  /** The earliest date. */
  minimumDate: '1990-01-01',
  /** With meter data on: the longest range, in days, counting both ends. */
  maxRangeDays: 180,
  /** The default range: the last 15 days. */
  defaultRangeDays: 15,
} as const;

/** A date range as "yyyy-MM-dd" strings. */
export type UsageDateRange = {
  startDate: string;
  endDate: string;
};

export interface UsageDateRangeOptions {
  /** The meter-data feature (MDMEnabled) is on: the two 180-day rules apply. */
  meterDataEnabled: boolean;
  /** Today; the current local day when not given. */
  today?: DateInput;
  messages?: UsageMessages;
}

/**
 * The messages of a usage date range (doc 2 §5), by field:
 * - each date: required ('Start date is required.', 'End date is required.'); a date that cannot be
 *   read counts as missing; before 1990-01-01 → 'Choose a later date.';
 * - end date after today or before the start → 'Invalid date range.';
 * - with meter data on: a range longer than 180 days (counting both ends: the "last 180 days"
 *   preset is today and the 179 days before it) → 'The search date range should not exceed 180
 *   days.' on the end date; a start before those 180 days → 'The start date should be within 180
 *   days before today.' on the start date.
 */
export function usageDateRangeMessages(
  range: { startDate?: DateInput | null; endDate?: DateInput | null },
  { meterDataEnabled, today, messages = usageMessages }: UsageDateRangeOptions,
): { startDate?: string; endDate?: string } {
  const minimum = toDayNumber(usageLimits.minimumDate) ?? 0;
  const todayNumber = todayDayNumber(today);
  const start = toDayNumber(range.startDate);
  const end = toDayNumber(range.endDate);
  const result: { startDate?: string; endDate?: string } = {};

  if (start === undefined) result.startDate = messages.startDateRequired;
  else if (start < minimum) result.startDate = messages.chooseLaterDate;
  else if (meterDataEnabled && start < todayNumber - (usageLimits.maxRangeDays - 1)) {
    result.startDate = messages.startTooOld;
  }

  if (end === undefined) result.endDate = messages.endDateRequired;
  else if (end < minimum) result.endDate = messages.chooseLaterDate;
  else if (end > todayNumber || (start !== undefined && end < start)) {
    result.endDate = messages.invalidDateRange;
  } else if (
    meterDataEnabled &&
    start !== undefined &&
    end - start + 1 > usageLimits.maxRangeDays
  ) {
    result.endDate = messages.rangeTooLong;
  }
  return result;
}

/** The date range form of the usage tracker (doc 2 §5); the output dates are "yyyy-MM-dd". */
export function createUsageDateRangeSchema(options: UsageDateRangeOptions) {
  return z.pipe(
    z.object({ startDate: formDate(), endDate: formDate() }).check(
      z.superRefine((values, ctx) => {
        const found = usageDateRangeMessages(values, options);
        if (found.startDate) {
          ctx.addIssue({ code: 'custom', path: ['startDate'], message: found.startDate });
        }
        if (found.endDate)
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: found.endDate });
      }),
    ),
    z.transform((values): UsageDateRange => ({
      startDate: isoFromDayNumber(toDayNumber(values.startDate) ?? 0),
      endDate: isoFromDayNumber(toDayNumber(values.endDate) ?? 0),
    })),
  );
}

/** The timeframe presets (doc 2 §9). */
export const usageTimeframes = ['last3Weeks', 'lastMonth', 'last3Months', 'last180Days'] as const;
export type UsageTimeframe = (typeof usageTimeframes)[number];

/**
 * The range of a timeframe preset (doc 2 §9), ending today: last 3 weeks starts 21 days back; last
 * one month the same day a month back; last 3 months the same day 3 months back (a missing day is
 * the month's last); last 180 days starts 179 days back.
 */
export function usageTimeframeRange(timeframe: UsageTimeframe, today?: DateInput): UsageDateRange {
  const end = todayDayNumber(today);
  const starts: Record<UsageTimeframe, number> = {
    last3Weeks: end - 21,
    lastMonth: addMonths(end, -1),
    last3Months: addMonths(end, -3),
    last180Days: end - (usageLimits.maxRangeDays - 1),
  };
  return { startDate: isoFromDayNumber(starts[timeframe]), endDate: isoFromDayNumber(end) };
}

/** The default range (doc 2 §9): the last 15 days, i.e. from 15 days back to today (counted like
 * the presets). */
export function defaultUsageRange(today?: DateInput): UsageDateRange {
  const end = todayDayNumber(today);
  return {
    startDate: isoFromDayNumber(end - usageLimits.defaultRangeDays),
    endDate: isoFromDayNumber(end),
  };
}
