import { usePrepaidSummarization, useUsageAttributes } from '@coop-portal/api-client/react';
import type { UsageRequest } from '@coop-portal/api-client';
import {
  Alert,
  DescriptionList,
  Spinner,
  useLocale,
  type DescriptionListItem,
} from '@coop-portal/ui';
import { formatCurrency, formatDate, formatNumber, usage } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { createElement } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import type { UsageTrackerMessages } from './messages';
import * as styles from './UsageTracker.css';

export interface UsageSummaryProps {
  request: UsageRequest;
  /** The meter whose attributes are shown. */
  meterId: string;
  isPrepaid: boolean;
  unitOfMeasure: string;
  headingLevel: 2 | 3 | 4;
  text: UsageTrackerMessages;
}

type Item = { id: string; term: string; value: string | null };

const present = (items: Item[]): DescriptionListItem[] =>
  items
    .filter((item): item is Item & { value: string } => item.value !== null)
    .map((item) => ({ id: item.id, term: item.term, details: item.value }));

/**
 * The summary tiles (doc 2 §3): the usage attributes of the meter for the range (lowest, highest,
 * average and total usage, maximum demand, lowest and highest temperature with their dates) and
 * for a prepaid account its summary (balance, average daily charge, last energy usage and charge,
 * last payment). Values the answer does not give are left out.
 */
export function UsageSummary({
  request,
  meterId,
  isPrepaid,
  unitOfMeasure,
  headingLevel,
  text,
}: UsageSummaryProps) {
  const errorMessage = useErrorMessage();
  const attributes = useUsageAttributes({
    params: { memberNumber: request.memberNumber, meterId },
    query: {
      accountNumber: request.accountNumber,
      fromDate: request.fromDate,
      toDate: request.toDate,
    },
  });
  const prepaid = usePrepaidSummarization(isPrepaid ? { body: request } : skipToken);
  const locale = useLocale();

  const amount = (value: number | null | undefined) =>
    value === null || value === undefined
      ? null
      : `${usage.formatUsageValue(value, unitOfMeasure, undefined, locale)} ${unitOfMeasure}`;
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? null : formatCurrency(value, locale);
  const temperature = (value: number | null | undefined, date: string | null | undefined) =>
    value === null || value === undefined
      ? null
      : text.temperatureOn(formatNumber(value, locale), formatDate(date, locale) ?? '');

  const a = attributes.data;
  const usageItems = a
    ? present([
        { id: 'lowest', term: text.lowestUsage, value: amount(a.lowestUsage) },
        { id: 'highest', term: text.highestUsage, value: amount(a.highestUsage) },
        { id: 'average', term: text.averageConsumption, value: amount(a.averageConsumption) },
        {
          id: 'demand',
          term: text.maxDemand,
          value:
            a.maxDemand === null || a.maxDemand === undefined
              ? null
              : `${usage.formatUsageValue(a.maxDemand, 'kW', undefined, locale)} kW`,
        },
        { id: 'total', term: text.totalConsumption, value: amount(a.totalConsumption) },
        {
          id: 'low-temp',
          term: text.lowestTemperature,
          value: temperature(a.lowestTemperature, a.lowestTemperatureDate),
        },
        {
          id: 'high-temp',
          term: text.highestTemperature,
          value: temperature(a.highestTemperature, a.highestTemperatureDate),
        },
      ])
    : [];
  const p = prepaid.data;
  const prepaidItems = p
    ? present([
        { id: 'balance', term: text.currentBalance, value: money(p.currentBalance) },
        { id: 'avg-charge', term: text.averageDailyCharge, value: money(p.avgDailyChg) },
        { id: 'last-usage', term: text.lastEnergyUsage, value: amount(p.lastEnergyUsage) },
        { id: 'last-charge', term: text.lastDailyEnergyCharge, value: money(p.lastDailyEnergyChg) },
        { id: 'last-payment', term: text.lastPaymentAmount, value: money(p.lastPaymentAmount) },
      ])
    : [];

  const failed = [attributes, prepaid].find((query) => query.isError);
  const pending = attributes.isPending || (isPrepaid && prepaid.isPending);
  const items = [...prepaidItems, ...usageItems];

  return (
    <section className={styles.summary} aria-label={text.summaryForMeter(meterId)}>
      {createElement(
        `h${headingLevel}`,
        { className: styles.subheading },
        text.summaryForMeter(meterId),
      )}
      {failed?.error ? <Alert tone="error">{errorMessage(failed.error)}</Alert> : null}
      {pending ? (
        <Spinner label={text.loading} size="sm" />
      ) : items.length > 0 ? (
        <DescriptionList items={items} variant="boxed" className={styles.tiles} />
      ) : null}
    </section>
  );
}
