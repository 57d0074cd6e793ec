import { type DateInput, todayDayNumber, toDayNumber } from '../shared/dates';

/** Account overview limits (doc 2 §2.1, §9). */
export const accountOverviewLimits = {
  /** Billing & Payment History shows the latest 9 entries… */
  historyEntries: 9,
  /** …padded with dummy rows up to 10 rows. */
  historyRows: 10,
} as const;

/** The account fields the status label reads (doc 2 §3 account info). */
export interface AccountStatusFields {
  accountStatus?: string | null;
  derivedStatus?: string | null;
  accountType?: string | null;
  isPrepaidAccount?: boolean | null;
  prepaidLabel?: string | null;
}

/**
 * The account status label (doc 2 §4): the derived status (the account status when the derived
 * status is Current) followed by the account type; for a prepaid account the derived status, the
 * type and the prepaid label. Parts are joined by a space; missing parts are left out. Doc 2 gives
 * no separator: "Past Due Electric", "Active Water", "Current Electric Prepaid".
 */
export function accountStatusLabel(account: AccountStatusFields): string {
  const derived = (account.derivedStatus ?? '').trim();
  const parts = account.isPrepaidAccount
    ? [derived, account.accountType, account.prepaidLabel]
    : [derived.toLowerCase() === 'current' ? account.accountStatus : derived, account.accountType];
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** A row of the Billing & Payment History card (doc 2 §3 combined record). */
export interface HistoryRecord {
  recordDate?: DateInput | null;
}

/**
 * The Billing & Payment History card (doc 2 §2.1, §9): the latest 9 records (newest first by
 * recordDate; records without a readable date last, in their order), padded with dummy rows (`null`)
 * up to 10 rows. `hasMore` says whether records were left out (View More leads to them).
 */
export function billingHistoryRows<R extends HistoryRecord>(
  records: readonly R[],
): { rows: (R | null)[]; hasMore: boolean } {
  const day = (record: R) => toDayNumber(record.recordDate) ?? Number.NEGATIVE_INFINITY;
  const latest = records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => day(b.record) - day(a.record) || a.index - b.index)
    .slice(0, accountOverviewLimits.historyEntries)
    .map(({ record }) => record);
  const padding = accountOverviewLimits.historyRows - latest.length;
  return {
    rows: [...latest, ...Array.from({ length: padding }, () => null)],
    hasMore: records.length > accountOverviewLimits.historyEntries,
  };
}

/**
 * Whether an arrangement's next payment is overdue (doc 2 §2.1): its due date is before today. A
 * missing or unreadable date is not overdue.
 */
export function isArrangementOverdue(
  nextPaymentDueDate: DateInput | null | undefined,
  today?: DateInput,
): boolean {
  const due = toDayNumber(nextPaymentDueDate);
  return due !== undefined && due < todayDayNumber(today);
}
