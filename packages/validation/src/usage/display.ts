import { formatNumber } from '../i18n/format';
import { isSettingOn } from '../shared/rules';

/** The units of the usage tracker (doc 2 §4): Usage (kWh), Dollars ($), Demand Usage (kW). */
export const usageUnits = ['kWh', '$', 'kW'] as const;
export type UsageUnit = (typeof usageUnits)[number];

/**
 * The units offered (doc 2 §4): Usage always; Dollars only for a prepaid account (vendor ATS with
 * the prepaid flag Y) while the meter-data feature is off; Demand unless the usages are known to
 * carry no demand values (`hasDemand: false`, e.g. a water meter).
 */
export function availableUsageUnits(options: {
  prepaidVendor?: string | null;
  prepaidAccountFlag?: string | null;
  meterDataEnabled: boolean;
  hasDemand?: boolean;
}): UsageUnit[] {
  const prepaid =
    (options.prepaidVendor ?? '').trim().toUpperCase() === 'ATS' &&
    (options.prepaidAccountFlag ?? '').trim().toUpperCase() === 'Y';
  const units: UsageUnit[] = prepaid && !options.meterDataEnabled ? ['kWh', '$'] : ['kWh'];
  return options.hasDemand === false ? units : [...units, 'kW'];
}

export type UsageTab = 'daily' | 'monthly' | 'interval';

/**
 * The usage graph feature (doc 2 §4, key USAGE_GRAPH_ENABLED): on unless the co-op sets it off, so
 * an unset or blank key counts as on.
 */
export function isUsageGraphEnabled(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '' || isSettingOn(value);
}

/**
 * The tabs (doc 2 §4): Daily and Monthly; Interval only when the cloud meter-data feature
 * (MdmCloudEnabled) is on. The first tab is Daily, or Monthly when the monthly tab is asked for
 * (isMonthlyUsageTab) or the usage graph feature is off.
 */
export function usageTabs(options: {
  cloudMeterDataEnabled: boolean;
  monthlyRequested: boolean;
  usageGraphEnabled: boolean;
}): { tabs: UsageTab[]; initialTab: UsageTab } {
  return {
    tabs: options.cloudMeterDataEnabled ? ['daily', 'monthly', 'interval'] : ['daily', 'monthly'],
    initialTab: options.monthlyRequested || !options.usageGraphEnabled ? 'monthly' : 'daily',
  };
}

/**
 * The kind of a day's bar (doc 2 §4), for its colour: an estimate (grey), a keyed reading (dark), a
 * weekend (light) or a weekday (blue). The reading status wins over the day of the week.
 */
export function usageBarKind(day: {
  status?: string | null;
  isWeekend?: boolean | null;
}): 'estimate' | 'keyed' | 'weekend' | 'weekday' {
  const status = (day.status ?? '').trim().toLowerCase();
  if (status === 'estimate') return 'estimate';
  if (status === 'keyed') return 'keyed';
  return day.isWeekend ? 'weekend' : 'weekday';
}

/** How usage is summed up: a bar or row per day, per month, or per hour (interval). */
export type UsageSummarization = 'daily' | 'monthly' | 'interval';

/**
 * The decimals of a usage value (doc 2 §9), the one rule of the chart, the table and the export:
 * kW and dollars 2, other units (kWh, gallons…) 0; an hour's usage (interval) 2 in any unit, as it
 * is small (0.45 kWh would read 0). Without a summarization, a day's.
 */
export function usageDecimals(
  unit: UsageUnit | (string & {}),
  summarization: UsageSummarization = 'daily',
): number {
  if (summarization === 'interval') return 2;
  return unit === 'kW' || unit === '$' ? 2 : 0;
}

/**
 * A usage value as shown (doc 2 §9), with `usageDecimals` of its unit (a day's or a month's value)
 * unless `decimals` is given: pass `usageDecimals(unit, summarization)` for an hour's usage. The
 * number is written as `locale` writes it (grouping, decimal mark; US English when omitted); the
 * unit is not part of it.
 */
export function formatUsageValue(
  value: number,
  unit: UsageUnit | (string & {}),
  decimals: number = usageDecimals(unit),
  locale?: string,
): string {
  return formatNumber(value, locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
