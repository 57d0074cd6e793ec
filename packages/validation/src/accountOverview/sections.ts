import { isFeatureOn, type FeatureFlag } from '../navigation/menu';
import {
  addMonths,
  dayNumberOf,
  dayParts,
  isoFromDayNumber,
  todayDayNumber,
  type DateInput,
} from '../shared/dates';
import { sumAmounts, type AmountValue } from '../shared/money';
import { isSettingOn } from '../shared/rules';
import { isStatus, type OverviewAccount } from './account';

/** The overview's layouts (configuration key ACCOUNT_OVERVIEW_LAYOUT). */
export const accountOverviewLayouts = ['INITIAL', 'BASIC'] as const;

export type AccountOverviewLayout = (typeof accountOverviewLayouts)[number];

/**
 * The layout the setting chooses (doc 2 §2.1: "a basic or initial layout is chosen by a setting"):
 * 'BASIC' (any case) is the compact one-column layout; 'INITIAL', unset or anything else is the
 * full card grid.
 */
export function accountOverviewLayout(value: string | null | undefined): AccountOverviewLayout {
  return (value ?? '').trim().toUpperCase() === 'BASIC' ? 'BASIC' : 'INITIAL';
}

/**
 * Whether the Billed Usage Summary graph is shown (doc 2 §2.1): the account's usage history is
 * viewable, and the account is electric or the hide-non-electric setting
 * (HIDE_NON_ELECTRIC_USAGE_OUTAGE) is off.
 */
export function isBilledUsageSummaryShown({
  account,
  hideNonElectric,
}: {
  account: Pick<OverviewAccount, 'viewUsageHistory' | 'accountType'>;
  /** The HIDE_NON_ELECTRIC_USAGE_OUTAGE value ('Y' / 'N'). */
  hideNonElectric: string | null | undefined;
}): boolean {
  return (
    Boolean(account.viewUsageHistory) &&
    (isStatus(account.accountType, 'Electric') || !isSettingOn(hideNonElectric))
  );
}

/** The months of the Billed Usage Summary: the account's last 12 months, this one included. */
export const BILLED_USAGE_MONTHS = 12;

/**
 * The date range of the Billed Usage Summary: from the first day of the month 11 months back to
 * today ('yyyy-MM-dd'), i.e. the last 12 months of monthly usage, the current month included.
 */
export function billedUsageRange(today?: DateInput): { fromDate: string; toDate: string } {
  const day = todayDayNumber(today);
  const { year, month } = dayParts(addMonths(day, -(BILLED_USAGE_MONTHS - 1)));
  return {
    fromDate: isoFromDayNumber(dayNumberOf(year, month, 1) ?? day),
    toDate: isoFromDayNumber(day),
  };
}

/** A meter's monthly usage as the usage calls answer it (doc 2 §3). */
export interface MonthlyUsageMeter {
  meterId: string;
  meterUsages: readonly { date: string; usageValue: number; unitOfMeasure?: string | null }[];
}

/** The usage card's figures (doc 2 §2.1 "Budget Billing (or usage)"). */
export interface MonthlyUsageSummary {
  /** kWh, Gal… (the first reading's unit; kWh when unknown). */
  unit: string;
  /** The latest month with usage ('yyyy-MM-dd', its first day) and its usage, all meters added. */
  latest?: { date: string; value: number };
  /** The months with usage. */
  months: number;
  /** Their usage, added. */
  total: number;
  /** The average month (total / months), 0 without months. */
  average: number;
}

/**
 * The usage card of an account without Budget or Average billing: its latest month, and the total
 * and average month over the months answered (the Billed Usage Summary's), every meter added up by
 * month.
 */
export function monthlyUsageSummary(meters: readonly MonthlyUsageMeter[]): MonthlyUsageSummary {
  const byMonth = new Map<string, number>();
  let unit: string | undefined;
  for (const meter of meters) {
    for (const usage of meter.meterUsages) {
      const month = usage.date.slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + usage.usageValue);
      unit ??= usage.unitOfMeasure ?? undefined;
    }
  }
  const months = [...byMonth.keys()].sort();
  const last = months[months.length - 1];
  const total = [...byMonth.values()].reduce((sum, value) => sum + value, 0);
  return {
    unit: unit ?? 'kWh',
    ...(last ? { latest: { date: `${last}-01`, value: byMonth.get(last) ?? 0 } } : {}),
    months: months.length,
    total,
    average: months.length > 0 ? total / months.length : 0,
  };
}

/**
 * Whether the linked accounts list is shown (doc 2 §2.1): the LinkedAccountsEnabled feature is on
 * and the account is linked (isLinkedAccount).
 */
export function isLinkedAccountsShown({
  features,
  account,
}: {
  features: readonly FeatureFlag[] | null | undefined;
  account: Pick<OverviewAccount, 'isLinkedAccount'>;
}): boolean {
  return isFeatureOn(features, 'LinkedAccountsEnabled') && Boolean(account.isLinkedAccount);
}

/** The total of the linked accounts' billed balances (doc 2 §2.1), added in cents. */
export function linkedAccountsTotal(accounts: readonly { billedBalance?: AmountValue }[]): number {
  return sumAmounts(...accounts.map((account) => account.billedBalance));
}
