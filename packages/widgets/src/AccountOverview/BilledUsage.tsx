import type { UsageByMeter, UsageRequest } from '@coop-portal/api-client';
import { useMonthlyUsage } from '@coop-portal/api-client/react';
import { Alert, DescriptionList, Spinner, useLocale } from '@coop-portal/ui';
import { accountOverview, usage } from '@coop-portal/validation';
import { useErrorMessage } from '../shared/useErrorMessage';
import { UsageChart } from '../UsageChart/UsageChart';
import type { AccountOverviewWidgetMessages } from './messages';

export interface BilledUsageProps {
  /** The Billed Usage Summary's request (`useBilledUsageRequest`). */
  request: UsageRequest;
  text: AccountOverviewWidgetMessages;
}

/**
 * The Billed Usage Summary's chart (doc 2 §2.1): the UsageChart widget with a bar per month of the
 * account's last 12 months, every meter side by side, in the readings' unit.
 */
export function BilledUsageChart({ request, text }: BilledUsageProps) {
  const errorMessage = useErrorMessage();
  const monthly = useMonthlyUsage({ body: request });
  const meters = monthly.data?.usagesByMeter ?? [];
  const unitOfMeasure = meters.flatMap((meter) => meter.meterUsages)[0]?.unitOfMeasure ?? 'kWh';
  return (
    <UsageChart
      title={text.billedUsageChart}
      summarization="monthly"
      unit={unitOfMeasure}
      meters={usage.usageChartMeters(meters, 'kWh', { summarization: 'monthly' })}
      status={monthly.isError ? 'error' : monthly.data ? 'ready' : 'loading'}
      errorMessage={monthly.isError ? errorMessage(monthly.error) : text.usageFailed}
      emptyMessage={text.noUsageData}
      height={240}
    />
  );
}

/** The usage card's body: its figures once the monthly usage is read, or why there are none. */
export function UsageCardBody({
  request,
  text,
  emptyClassName,
}: BilledUsageProps & { emptyClassName?: string }) {
  const monthly = useMonthlyUsage({ body: request });
  if (monthly.isError) return <Alert tone="error">{text.usageFailed}</Alert>;
  if (!monthly.data) return <Spinner label={text.usageLoading} size="sm" />;
  return (
    <UsageFigures
      data={monthly.data}
      latestMonthLabel={text.latestMonthLabel}
      averageMonthLabel={text.averageMonthLabel}
      totalLabel={text.totalLabel}
      emptyMessage={text.noUsageData}
      {...(emptyClassName ? { emptyClassName } : {})}
    />
  );
}

/** A month and its year as the locale writes them: "April 2026", "abril de 2026". */
const monthName = (isoDay: string, locale: string) =>
  new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface UsageFiguresProps {
  data: UsageByMeter;
  latestMonthLabel: (month: string) => string;
  averageMonthLabel: string;
  totalLabel: (months: number) => string;
  emptyMessage: string;
  emptyClassName?: string;
}

/**
 * The usage card's figures (doc 2 §2.1 "Budget Billing (or usage)"): the latest billed month, the
 * monthly average and the total of the Billed Usage Summary's months, every meter added up.
 */
export function UsageFigures({
  data,
  latestMonthLabel,
  averageMonthLabel,
  totalLabel,
  emptyMessage,
  emptyClassName,
}: UsageFiguresProps) {
  const locale = useLocale();
  const summary = accountOverview.monthlyUsageSummary(data.usagesByMeter);
  if (!summary.latest) return <p className={emptyClassName}>{emptyMessage}</p>;
  const decimals = usage.usageDecimals(summary.unit);
  const value = (amount: number) =>
    `${usage.formatUsageValue(amount, summary.unit, decimals, locale)} ${summary.unit}`;
  return (
    <DescriptionList
      items={[
        {
          id: 'latest',
          term: latestMonthLabel(monthName(summary.latest.date, locale)),
          details: value(summary.latest.value),
        },
        { id: 'average', term: averageMonthLabel, details: value(summary.average) },
        { id: 'total', term: totalLabel(summary.months), details: value(summary.total) },
      ]}
    />
  );
}
