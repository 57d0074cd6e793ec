// PLACEHOLDER: replaced by the real UsageChart at merge
import type { ReactNode } from 'react';

export type UsageBarKind = 'estimate' | 'keyed' | 'weekend' | 'weekday';

export interface UsageChartPoint {
  /** 'yyyy-MM-dd' (daily, monthly: the month's first day) or 'yyyy-MM-ddTHH:mm:ss' (interval). */
  date: string;
  value: number | null;
  kind?: UsageBarKind;
}

export interface UsageChartMeter {
  meterId: string;
  label?: string;
  points: UsageChartPoint[];
}

export interface UsageChartTemperature {
  date: string;
  high: number | null;
  low: number | null;
  avg: number | null;
}

export interface UsageChartMessages {
  loading: string;
}

export interface UsageChartProps {
  title: string;
  summarization: 'daily' | 'monthly' | 'interval';
  unit: string;
  meters: UsageChartMeter[];
  temperatures?: UsageChartTemperature[];
  meterLayout?: 'grouped' | 'stacked';
  selectedDate?: string;
  onActivatePoint?: (date: string) => void;
  status?: 'ready' | 'loading' | 'error';
  errorMessage?: string;
  emptyMessage?: string;
  showTable?: boolean;
  messages?: Partial<UsageChartMessages>;
  className?: string;
}

/** A stand-in with the chart's props: a figure named by its title, listing its points. */
export function UsageChart({
  title,
  unit,
  meters,
  onActivatePoint,
  status = 'ready',
  errorMessage,
  emptyMessage,
  className,
}: UsageChartProps) {
  let content: ReactNode;
  if (status === 'loading') content = <p>Loading</p>;
  else if (status === 'error') content = <p>{errorMessage}</p>;
  else if (meters.every((meter) => meter.points.length === 0)) content = <p>{emptyMessage}</p>;
  else {
    content = meters.map((meter) => (
      <ul key={meter.meterId} aria-label={meter.label ?? meter.meterId}>
        {meter.points.map((point) => (
          <li key={point.date}>
            {onActivatePoint ? (
              <button type="button" onClick={() => onActivatePoint(point.date)}>
                {point.date}: {point.value ?? '–'} {unit}
              </button>
            ) : (
              `${point.date}: ${point.value ?? '–'} ${unit}`
            )}
          </li>
        ))}
      </ul>
    ));
  }
  return (
    <figure className={className} aria-label={title}>
      <figcaption>{title}</figcaption>
      {content}
    </figure>
  );
}
