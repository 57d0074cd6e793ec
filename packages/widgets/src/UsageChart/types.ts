/** The kind of a day's bar (validation's `usageBarKind`), for its colour and pattern. */
export type UsageBarKind = 'estimate' | 'keyed' | 'weekend' | 'weekday';

export const usageBarKinds = [
  'weekday',
  'weekend',
  'estimate',
  'keyed',
] as const satisfies readonly UsageBarKind[];

export interface UsageChartPoint {
  /** 'yyyy-MM-dd' (daily, monthly: the month's first day) or 'yyyy-MM-ddTHH:mm:ss' (interval). */
  date: string;
  /** In the unit shown; null = no reading that day. */
  value: number | null;
  /** Daily bars; monthly and interval bars are 'weekday' coloured. */
  kind?: UsageBarKind;
}

export interface UsageChartMeter {
  meterId: string;
  /** Shown in the meter legend, the table and the bars' names (default 'Meter {meterId}'). */
  label?: string;
  points: UsageChartPoint[];
}

export interface UsageChartTemperature {
  /** 'yyyy-MM-dd' (or the bar's date it belongs to). */
  date: string;
  high: number | null;
  low: number | null;
  avg: number | null;
}

export type UsageChartSummarization = 'daily' | 'monthly' | 'interval';
export type UsageChartMeterLayout = 'grouped' | 'stacked';
export type UsageChartStatus = 'ready' | 'loading' | 'error';
