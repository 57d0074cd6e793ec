import { formatMoney, usage } from '@coop-portal/validation';
import { formatDegrees, formatLongDate } from './format';
import type { UsageBar, UsageChartLayout } from './layout';
import type { UsageChartMessages } from './messages';
import type {
  UsageBarKind,
  UsageChartMeter,
  UsageChartSummarization,
  UsageChartTemperature,
} from './types';

export interface UsageChartText {
  unit: string;
  summarization: UsageChartSummarization;
  meters: readonly UsageChartMeter[];
  temperatureByDate: ReadonlyMap<string, UsageChartTemperature>;
  temperatureMode: UsageChartLayout['temperatureMode'];
  messages: UsageChartMessages;
  /** The language its dates and numbers are written in. */
  locale: string;
}

export function meterName(meter: UsageChartMeter, messages: UsageChartMessages): string {
  return meter.label ?? messages.meterLabel(meter.meterId);
}

/**
 * A value with its unit, in the decimals of its unit and summarization (doc 2 §9): dollars as
 * money ('$12.00'), other units as a number the message puts its unit beside ('23 kWh').
 */
export function valueText(
  value: number,
  text: Pick<UsageChartText, 'unit' | 'summarization' | 'messages' | 'locale'>,
) {
  const formatted =
    text.unit === '$'
      ? formatMoney(value, text.locale)
      : formatValue(value, text.unit, text.summarization, text.locale);
  return text.messages.value(formatted, text.unit);
}

/**
 * A value without its unit: 2 decimals for an hour's usage, kW and dollars, else 0; written as the
 * locale writes numbers (US English when omitted).
 */
export function formatValue(
  value: number,
  unit: string,
  summarization: UsageChartSummarization,
  locale?: string,
): string {
  return usage.formatUsageValue(value, unit, usage.usageDecimals(unit, summarization), locale);
}

export function kindText(kind: UsageBarKind, messages: UsageChartMessages): string {
  return messages.kinds[kind];
}

/** A day's temperature as read out: 'average temperature 71°F' or 'high 80°F, low 62°F'. */
export function temperatureText(date: string, text: UsageChartText): string | undefined {
  const t = text.temperatureByDate.get(date);
  if (!t || !text.temperatureMode) return undefined;
  const degrees = (value: number | null) =>
    value === null ? undefined : text.messages.temperature(formatDegrees(value, text.locale));
  if (text.temperatureMode === 'avg') {
    const avg = degrees(t.avg);
    return avg ? text.messages.barAverageTemperature(avg) : undefined;
  }
  const high = degrees(t.high);
  const low = degrees(t.low);
  return high && low ? text.messages.barHighLowTemperature(high, low) : undefined;
}

/**
 * A bar's name, read out on focus and shown in its tooltip: the date, the value with its unit,
 * the kind (daily bars), the meter (when there are several) and the temperature (when shown).
 */
export function barName(bar: UsageBar, text: UsageChartText): string {
  const meter = text.meters[bar.meterIndex];
  const parts = [
    `${formatLongDate(bar.date, text.summarization, text.locale)}: ${valueText(bar.value, text)}`,
    text.summarization === 'daily' ? kindText(bar.kind, text.messages) : undefined,
    text.meters.length > 1 && meter ? meterName(meter, text.messages) : undefined,
    temperatureText(bar.date, text),
  ];
  return parts.filter((part) => part !== undefined).join(', ');
}

/**
 * The chart's text summary: the range, the total (not for demand, a peak that does not add up),
 * and the highest and lowest bar.
 */
export function summaryText(layout: UsageChartLayout, text: UsageChartText): string {
  const { bars, dates } = layout;
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined || bars.length === 0) return '';
  const long = (date: string) => formatLongDate(date, text.summarization, text.locale);
  let highest = bars[0];
  let lowest = bars[0];
  let total = 0;
  for (const bar of bars) {
    total += bar.value;
    if (highest && bar.value > highest.value) highest = bar;
    if (lowest && bar.value < lowest.value) lowest = bar;
  }
  const where = (bar: UsageBar) => {
    const meter = text.meters[bar.meterIndex];
    return text.meters.length > 1 && meter
      ? text.messages.onMeter(long(bar.date), meterName(meter, text.messages))
      : long(bar.date);
  };
  return [
    text.messages.range(long(first), long(last)),
    text.unit === 'kW' ? undefined : text.messages.total(valueText(total, text)),
    highest ? text.messages.highest(valueText(highest.value, text), where(highest)) : undefined,
    lowest && bars.length > 1
      ? text.messages.lowest(valueText(lowest.value, text), where(lowest))
      : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
}
