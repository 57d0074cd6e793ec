import type {
  EndpointAnswer,
  getBillingHistory,
  getDailyUsage,
  getIntervalUsage,
  getTemperatures,
} from '@coop-portal/api-client';
import type { DemoAccount } from './accounts';
import { addDays, addMonths, cents, isoDateTime, isoDay, noise, parseDay } from './dates';

type Bill = EndpointAnswer<typeof getBillingHistory>[number];

/** How many months of billing and payment history a demo account has (the README: 14 months). */
export const HISTORY_MONTHS = 14;

/** The month whose statement is missing (the "not available" dialog), counted back from now. */
export const MISSING_STATEMENT_MONTH = 5;

/** The month whose statement is listed but its file is gone ('Bill History File not found.'). */
export const MISSING_FILE_MONTH = 11;

/** A monthly bill amount that follows the seasons (more in summer and winter). */
function billAmount(entry: DemoAccount, billDate: Date): number {
  const month = billDate.getMonth();
  const season =
    entry.accountType === 'Water'
      ? [0.8, 0.8, 0.9, 1, 1.2, 1.4, 1.5, 1.4, 1.1, 0.9, 0.8, 0.8]
      : [1.4, 1.3, 1.0, 0.8, 0.9, 1.2, 1.5, 1.5, 1.1, 0.8, 1.0, 1.3];
  const base = entry.accountType === 'Water' ? 42 : 118;
  return cents(
    base * (season[month] ?? 1) + noise(`${entry.accountNumber}:${isoDay(billDate)}`) * 18,
  );
}

/** The bill date of the current statement: 21 days before its due date (or 9 days ago). */
function currentBillDate(entry: DemoAccount, day: Date): Date {
  return addDays(day, entry.dueInDays === null ? -9 : entry.dueInDays - 21);
}

/** 14 months of bills, newest first; the newest is the current statement (its balance). */
export function billingHistory(entry: DemoAccount, day: Date): Bill[] {
  if (entry.noHistory) return [];
  return bills(entry, day, HISTORY_MONTHS);
}

/** `count` monthly bills back from the current statement, newest first. */
function bills(entry: DemoAccount, day: Date, count: number): Bill[] {
  const current = currentBillDate(entry, day);
  return Array.from({ length: count }, (_, index) => {
    const billDate = addMonths(current, -index);
    const amount = index === 0 && entry.balance > 0 ? entry.balance : billAmount(entry, billDate);
    const month = isoDay(billDate).slice(0, 7);
    const bill: Bill = {
      billDate: isoDay(billDate),
      dueDate: entry.isPrepaid ? null : isoDay(addDays(billDate, 21)),
      statementStartDate: isoDay(addMonths(billDate, -1)),
      endingBalance: amount,
      billType: entry.isPrepaid ? 'Prepaid Statement' : 'Regular Bill',
      billViewUrl:
        index === MISSING_STATEMENT_MONTH ? null : `bills/${entry.accountNumber}/${month}.pdf`,
    };
    if (entry.isPrepaid) {
      const usage = cents(amount * 0.82);
      bill.prepaidDailyTotal = cents(amount / 30);
      bill.prepaidUsageDollars = usage;
      bill.prepaidCharges = cents(amount - usage - amount * 0.06);
      bill.prepaidTaxes = cents(amount * 0.06);
    }
    return bill;
  });
}

/**
 * 14 months of payments, newest first: each paid the bill before it in full, two weeks after the
 * bill (a week before its due date) or on the last day of the bill's month, whichever comes first,
 * so each month of the history has one payment. The oldest paid the statement just before the
 * billing history starts.
 */
export function seededPayments(
  entry: DemoAccount,
  day: Date,
): { paymentAmount: number; paymentDate: string }[] {
  if (entry.noHistory) return [];
  return bills(entry, day, HISTORY_MONTHS + 1)
    .slice(1)
    .map((bill) => {
      const billDate = parseDay(bill.billDate) ?? day;
      const monthEnd = new Date(billDate.getFullYear(), billDate.getMonth() + 1, 0);
      const twoWeeks = addDays(billDate, 14);
      return {
        paymentAmount: bill.endingBalance,
        paymentDate: isoDay(twoWeeks < monthEnd ? twoWeeks : monthEnd),
      };
    })
    .filter((payment) => (parseDay(payment.paymentDate) ?? day) <= day);
}

type DailyUsage = EndpointAnswer<typeof getDailyUsage>;
type MeterUsage = DailyUsage['usagesByMeter'][number]['meterUsages'][number];

/** A second meter of an account is a smaller load (a shop, a well pump): this share of the first. */
const SECOND_METER_SHARE = 0.35;

/** Days before today whose interval (hourly) answer has no values for any electric meter. */
export const NO_HOURLY_DATA_DAYS_AGO = 3;

/** Each month's estimated read (the 7th) and keyed read (the 21st); every other day is actual. */
export const ESTIMATE_DAY = 7;
export const KEYED_DAY = 21;

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

/** A meter's usage of a day: seasonal, more on weekends, with the meter's own noise. */
function dailyValue(entry: DemoAccount, meterId: string, date: Date): number {
  const month = date.getMonth();
  const season =
    entry.accountType === 'Water'
      ? [180, 175, 190, 210, 260, 330, 380, 360, 290, 220, 190, 180]
      : [38, 35, 28, 22, 24, 33, 44, 46, 31, 23, 27, 35];
  const weekend = isWeekend(date) ? 1.15 : 1;
  const base = season[month] ?? 30;
  const first = entry.meters.indexOf(meterId) <= 0;
  const share = first ? 1 : SECOND_METER_SHARE;
  const key = first ? entry.accountNumber : meterId;
  return Math.round(base * share * weekend * (0.8 + noise(`${key}:${isoDay(date)}`) * 0.4));
}

/**
 * A meter's peak demand of a day in kW: the day's average load (kWh / 24) times a peak factor
 * between 2.5 and 4; null for a water meter.
 */
function dailyDemand(entry: DemoAccount, meterId: string, date: Date): number | null {
  if (entry.accountType !== 'Electric') return null;
  const peakFactor = 2.5 + noise(`${meterId}:peak:${isoDay(date)}`) * 1.5;
  return cents((dailyValue(entry, meterId, date) / 24) * peakFactor);
}

function unitOf(entry: DemoAccount): string {
  return entry.accountType === 'Water' ? 'Gal' : 'kWh';
}

/** The read status of a day: an estimate on the 7th, a keyed read on the 21st, else actual. */
function readStatus(date: Date): MeterUsage['status'] {
  if (date.getDate() === ESTIMATE_DAY) return 'Estimate';
  if (date.getDate() === KEYED_DAY) return 'Keyed';
  return null;
}

/** Days from `from` to `to` (inclusive), at most 400. */
export function eachDay(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let date = new Date(from); date <= to && days.length < 400; date = addDays(date, 1)) {
    days.push(new Date(date));
  }
  return days;
}

/** The day an account's meter was installed (its usage starts); undefined: usage goes back as far as asked. */
function installedOn(entry: DemoAccount, day: Date): Date | undefined {
  return entry.usageFromDaysAgo === undefined ? undefined : addDays(day, -entry.usageFromDaysAgo);
}

/** The day an account's service was disconnected (its usage ends); undefined: usage goes up to today. */
function disconnectedOn(entry: DemoAccount, day: Date): Date | undefined {
  return entry.usageUntilDaysAgo === undefined ? undefined : addDays(day, -entry.usageUntilDaysAgo);
}

/** The meters whose usage an account answers with (none for an account without usage). */
function usageMeters(entry: DemoAccount): string[] {
  return entry.noUsage ? [] : entry.meters;
}

/**
 * The days of a range that have usage: not after today, not before the meter's installation, not
 * after the service's disconnection.
 */
function usageDays(entry: DemoAccount, from: Date, to: Date, day: Date): Date[] {
  const installed = installedOn(entry, day);
  const last = disconnectedOn(entry, day) ?? day;
  return eachDay(installed && installed > from ? installed : from, to > last ? last : to);
}

/** Daily usage of an account's meters over a range (never after today). */
export function dailyUsage(entry: DemoAccount, from: Date, to: Date, day: Date): DailyUsage {
  const days = usageDays(entry, from, to, day);
  return {
    usagesByMeter: usageMeters(entry).map((meterId) => ({
      meterId,
      meterUsages: days.map((date) => {
        const usageValue = dailyValue(entry, meterId, date);
        return {
          date: isoDay(date),
          usageValue,
          unitOfMeasure: unitOf(entry),
          status: readStatus(date),
          demandValue: dailyDemand(entry, meterId, date),
          isWeekend: isWeekend(date),
          prepaidVendor: entry.isPrepaid ? 'ATS' : null,
          prepaidAccountFlag: entry.isPrepaid ? ('Y' as const) : ('N' as const),
          prepaiddailytotal: entry.isPrepaid ? cents(usageValue * 0.13) : null,
          summarization: 'Daily' as const,
        };
      }),
    })),
  };
}

/**
 * Monthly usage (billed months) of an account's meters over a range: about 30 mid-month days
 * (fewer in the month the meter was installed or the service disconnected), with the highest daily
 * demand of the month.
 */
export function monthlyUsage(entry: DemoAccount, from: Date, to: Date, day: Date): DailyUsage {
  const end = to > day ? day : to;
  const months: Date[] = [];
  for (
    let month = new Date(from.getFullYear(), from.getMonth(), 1);
    month <= end && months.length < 60;
    month = addMonths(month, 1)
  ) {
    const monthEnd = new Date(month.getFullYear(), month.getMonth() + 1, 0);
    if (usageDays(entry, month, monthEnd, day).length) months.push(month);
  }
  return {
    usagesByMeter: usageMeters(entry).map((meterId) => ({
      meterId,
      meterUsages: months.map((month) => {
        const monthEnd = new Date(month.getFullYear(), month.getMonth() + 1, 0);
        const days = usageDays(entry, month, monthEnd, day);
        const installed = installedOn(entry, day);
        const disconnected = disconnectedOn(entry, day);
        const partial =
          (installed && installed > month) || (disconnected && disconnected < monthEnd);
        const share = partial ? days.length / monthEnd.getDate() : 1;
        const demands = days.map((date) => dailyDemand(entry, meterId, date) ?? 0);
        return {
          date: isoDay(month),
          usageValue: Math.round(dailyValue(entry, meterId, addDays(month, 14)) * 30 * share),
          unitOfMeasure: unitOf(entry),
          status: null,
          demandValue: entry.accountType === 'Electric' ? Math.max(...demands) : null,
          isWeekend: false,
          prepaidVendor: entry.isPrepaid ? 'ATS' : null,
          prepaidAccountFlag: entry.isPrepaid ? ('Y' as const) : ('N' as const),
          prepaiddailytotal: null,
          summarization: 'Monthly' as const,
        };
      }),
    })),
  };
}

/** Temperatures for a day (°F), following the seasons. */
export function temperature(date: Date): { low: number; high: number; avg: number } {
  const normal = [30, 35, 45, 56, 66, 76, 81, 79, 70, 58, 44, 33][date.getMonth()] ?? 55;
  const swing = Math.round(noise(`temp:${isoDay(date)}`) * 14) - 7;
  const high = normal + 10 + swing;
  const low = normal - 10 + swing;
  return { low, high, avg: Math.round((low + high) / 2) };
}

export function temperatures(
  from: Date,
  to: Date,
  day: Date,
): EndpointAnswer<typeof getTemperatures> {
  const days = eachDay(from, to > day ? day : to);
  const overlays = days.map((date) => {
    const t = temperature(date);
    return { date: isoDay(date), lowTemp: t.low, highTemp: t.high, avgTemp: t.avg };
  });
  const lows = overlays.map((o) => o.lowTemp);
  const highs = overlays.map((o) => o.highTemp);
  return {
    lowTemp: lows.length ? Math.min(...lows) : null,
    highTemp: highs.length ? Math.max(...highs) : null,
    avgTemp: overlays.length
      ? Math.round(overlays.reduce((sum, o) => sum + o.avgTemp, 0) / overlays.length)
      : null,
    weatherOverlays: overlays,
    weatherSummarization: overlays.length ? 'Daily' : null,
  };
}

/**
 * Hourly interval data for the days of a range (at most 7 days): none for a water account
 * (`intervals: []`), and for an electric account no values on the day three days before today
 * (the meter entries are there, with `values: []`).
 */
export function intervalUsage(
  entry: DemoAccount,
  from: Date,
  to: Date,
  day: Date,
): EndpointAnswer<typeof getIntervalUsage> {
  if (entry.accountType !== 'Electric') return { intervals: [] };
  const missing = isoDay(addDays(day, -NO_HOURLY_DATA_DAYS_AGO));
  const days = usageDays(entry, from, to, day)
    .slice(-7)
    .filter((date) => isoDay(date) !== missing);
  return {
    intervals: usageMeters(entry).map((meterId) => ({
      meterId,
      unitOfMeasure: 'kWh',
      values: days.flatMap((date) => {
        const total = dailyValue(entry, meterId, date);
        return Array.from({ length: 24 }, (_, hour) => {
          const start = new Date(date);
          start.setHours(hour);
          const shape = hour < 6 ? 0.5 : hour < 17 ? 0.9 : hour < 22 ? 1.7 : 0.8;
          return {
            startTime: isoDateTime(start),
            value: cents(
              (total / 24) * shape * (0.85 + noise(`${meterId}:${start.toISOString()}`) * 0.3),
            ),
          };
        });
      }),
    })),
  };
}
