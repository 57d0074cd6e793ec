import type { AmountValue } from '../shared/money';

/**
 * The account info fields the overview rules read (doc 2 §3). Every field may be missing; a missing
 * flag counts as off, a missing amount as 0.
 */
export interface OverviewAccount {
  accountNumber: string;
  accountBalance?: AmountValue;
  dueDate?: string | null;
  isPrepaidAccount?: boolean | null;
  prepaidLabel?: string | null;
  accountHolderName?: string | null;
  serviceAddress?: string | null;
  accountType?: string | null;
  accountStatus?: string | null;
  derivedStatus?: string | null;
  billingType?: string | null;
  yearToDateBudgetDifference?: AmountValue;
  netAccountBalance?: AmountValue;
  pastDueAmount?: AmountValue;
  cutOffDate?: string | null;
  cutOffMsg?: string | null;
  activeReturnedItems?: boolean | null;
  autoPayExists?: boolean | null;
  outageStatus?: string | null;
  estimatedTimeOfRestoration?: string | null;
  locationId?: string | null;
  memberNumber?: string | null;
  isLinkedAccount?: boolean | null;
  hasArrangement?: boolean | null;
  arrangement?: {
    arrangementNotation?: string | null;
    arrangementBalance?: AmountValue;
    nextPaymentAmount?: AmountValue;
    nextPaymentDueDate?: string | null;
  } | null;
  viewUsageHistory?: boolean | null;
  collectMeterReading?: boolean | null;
  meterSenseccUrl?: string | null;
  ccPdfLinkText?: string | null;
  viewccPdfUrl?: string | null;
  statementHeadingMessage?: string | null;
  billMessages?: readonly string[] | null;
  prepaidDisconnectAlert?: string | null;
  capitalCreditRefundMessage?: string | null;
}

/** A text as set, trimmed; undefined when missing or blank. */
export function textOf(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
}

/** Whether a status (derivedStatus, accountStatus) is the named one, ignoring case and spaces. */
export function isStatus(value: string | null | undefined, status: string): boolean {
  return (value ?? '').trim().toLowerCase() === status.toLowerCase();
}
