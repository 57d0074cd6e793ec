import { usageBarKind, type UsageUnit } from './display';
import { usageDemand, type UsageMeterDays, type UsageMeterIntervals } from './table';

/** A bar of the usage chart: its date, its value in the unit shown, and for days its kind. */
export interface UsageChartBar {
  date: string;
  value: number | null;
  kind?: ReturnType<typeof usageBarKind>;
}

/**
 * The value of a day or month in a unit (doc 2 §4): the usage for Usage, the day's charge
 * (prepaiddailytotal) for Dollars, the demand for Demand Usage; null when the answer lacks it.
 */
function valueIn(day: UsageMeterDays['meterUsages'][number], unit: UsageUnit): number | null {
  if (unit === '$') return day.prepaiddailytotal ?? null;
  if (unit === 'kW') return usageDemand(day);
  return day.usageValue;
}

/**
 * The chart's meters for daily or monthly usage in a unit: every meter, or only `meterId`'s. Days
 * carry their bar kind (estimate, keyed, weekend, weekday); months are plain bars.
 */
export function usageChartMeters(
  usagesByMeter: readonly UsageMeterDays[],
  unit: UsageUnit,
  { meterId, summarization }: { meterId?: string; summarization: 'daily' | 'monthly' },
): { meterId: string; points: UsageChartBar[] }[] {
  return usagesByMeter
    .filter((meter) => meterId === undefined || meter.meterId === meterId)
    .map((meter) => ({
      meterId: meter.meterId,
      points: meter.meterUsages.map((day) => ({
        date: day.date.slice(0, 10),
        value: valueIn(day, unit),
        ...(summarization === 'daily' ? { kind: usageBarKind(day) } : {}),
      })),
    }));
}

/** The chart's meters for interval usage: every meter, or only `meterId`'s. */
export function intervalChartMeters(
  intervals: readonly UsageMeterIntervals[],
  meterId?: string,
): { meterId: string; points: UsageChartBar[] }[] {
  return intervals
    .filter((meter) => meterId === undefined || meter.meterId === meterId)
    .map((meter) => ({
      meterId: meter.meterId,
      points: meter.values.map((value) => ({ date: value.startTime, value: value.value })),
    }));
}

/** Whether an answer has any usage at all (some meter with some value). */
export function hasUsage(
  meters: readonly { meterUsages?: readonly unknown[]; values?: readonly unknown[] }[],
): boolean {
  return meters.some((meter) => (meter.meterUsages ?? meter.values ?? []).length > 0);
}
