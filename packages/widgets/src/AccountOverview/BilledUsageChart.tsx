import type { UsageByMeter } from '@coop-portal/api-client';
import { usage } from '@coop-portal/validation';
import { UsageChart } from '../UsageChart/UsageChart';
import type { UsageChartStatus } from '../UsageChart/types';

export interface BilledUsageChartProps {
  title: string;
  status: UsageChartStatus;
  data: UsageByMeter | undefined;
  errorMessage: string;
  emptyMessage: string;
}

/**
 * The Billed Usage Summary's chart (doc 2 §2.1): the UsageChart widget with a bar per month of the
 * account's last 12 months, every meter side by side, in the readings' unit. Loaded on demand.
 */
export function BilledUsageChart({
  title,
  status,
  data,
  errorMessage,
  emptyMessage,
}: BilledUsageChartProps) {
  const meters = data?.usagesByMeter ?? [];
  const unitOfMeasure = meters.flatMap((meter) => meter.meterUsages)[0]?.unitOfMeasure ?? 'kWh';
  return (
    <UsageChart
      title={title}
      summarization="monthly"
      unit={unitOfMeasure}
      meters={usage.usageChartMeters(meters, 'kWh', { summarization: 'monthly' })}
      status={status}
      errorMessage={errorMessage}
      emptyMessage={emptyMessage}
      height={240}
    />
  );
}
