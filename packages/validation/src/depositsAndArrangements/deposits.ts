import { formatDate } from '../i18n/format';
import { toDayNumber, type DateInput } from '../shared/dates';
import { formatCurrency, sumAmounts, type AmountValue } from '../shared/money';
import { depositsAndArrangementsMessages, type DepositsAndArrangementsMessages } from './messages';

/** A deposit held on an account, as the API gives it (the contract's deposit). */
export interface DepositRecord {
  depositDate?: DateInput | null;
  depositAmount?: AmountValue;
  depositType?: string | null;
  interestAmount?: AmountValue;
  refundDate?: DateInput | null;
  status?: string | null;
}

/** Where a deposit stands: still held, refunded, applied to a bill, or a status we do not know. */
export type DepositStatus = 'held' | 'refunded' | 'applied' | 'other';

/**
 * Where a deposit stands, from the status the API gives (any case): a status naming a refund is
 * refunded, one naming an application to the bill is applied, Held (or Active, Paid) is held. A
 * deposit without a status is refunded when it has a refund date, else held. Any other status is
 * `other` and shown as the API words it.
 */
export function depositStatus(
  deposit: Pick<DepositRecord, 'status' | 'refundDate'>,
): DepositStatus {
  const status = (deposit.status ?? '').trim().toLowerCase();
  if (status === '') return toDayNumber(deposit.refundDate) === undefined ? 'held' : 'refunded';
  if (status.includes('refund')) return 'refunded';
  if (status.includes('appl')) return 'applied';
  if (['held', 'active', 'paid', 'on hand'].includes(status)) return 'held';
  return 'other';
}

/** A deposit's status as shown: our label for a known status, else the API's own text. */
export function depositStatusLabel(
  deposit: Pick<DepositRecord, 'status' | 'refundDate'>,
  messages: Pick<
    DepositsAndArrangementsMessages,
    'depositHeld' | 'depositRefunded' | 'depositApplied'
  > = depositsAndArrangementsMessages,
): string {
  switch (depositStatus(deposit)) {
    case 'held':
      return messages.depositHeld;
    case 'refunded':
      return messages.depositRefunded;
    case 'applied':
      return messages.depositApplied;
    default:
      return (deposit.status ?? '').trim();
  }
}

/**
 * Deposits newest first by the date paid; deposits of the same day keep their order, those without
 * a readable date come last.
 */
export function sortDeposits<D extends Pick<DepositRecord, 'depositDate'>>(
  deposits: readonly D[],
): D[] {
  const day = (deposit: D) => toDayNumber(deposit.depositDate) ?? Number.NEGATIVE_INFINITY;
  return deposits
    .map((deposit, index) => ({ deposit, index }))
    .sort((a, b) => day(b.deposit) - day(a.deposit) || a.index - b.index)
    .map(({ deposit }) => deposit);
}

/**
 * A deposit as a row shows it: money and dates formatted (MM/dd/yyyy in US English, doc 2 §9; the
 * locale's own short date in another).
 */
export interface DepositRow<D> {
  /** Stable within the account: the deposit's place in the API's answer. */
  id: string;
  deposit: D;
  /** The date paid, or '' when the API gives none. */
  datePaid: string;
  type: string;
  amount: string;
  status: DepositStatus;
  statusLabel: string;
  /** The refund date, or undefined while there is none. */
  refundDate?: string;
  /** The interest, or undefined when the API gives none. */
  interest?: string;
}

/**
 * An account's deposits as rows, newest first, their dates and amounts written for `locale` (US
 * English when omitted).
 */
export function depositRows<D extends DepositRecord>(
  deposits: readonly D[],
  messages: Pick<
    DepositsAndArrangementsMessages,
    'depositHeld' | 'depositRefunded' | 'depositApplied'
  > = depositsAndArrangementsMessages,
  locale?: string,
): DepositRow<D>[] {
  const ids = new Map(deposits.map((deposit, index) => [deposit, `deposit-${index}`]));
  return sortDeposits(deposits).map((deposit) => {
    const refundDate = formatDate(deposit.refundDate, locale);
    return {
      id: ids.get(deposit) ?? '',
      deposit,
      datePaid: formatDate(deposit.depositDate, locale) ?? '',
      type: (deposit.depositType ?? '').trim(),
      amount: formatCurrency(deposit.depositAmount, locale),
      status: depositStatus(deposit),
      statusLabel: depositStatusLabel(deposit, messages),
      ...(refundDate ? { refundDate } : {}),
      ...(deposit.interestAmount == null
        ? {}
        : { interest: formatCurrency(deposit.interestAmount, locale) }),
    };
  });
}

/**
 * What the co-op holds: the sum of the deposits still held (refunded and applied ones are no longer
 * held), with the interest they have earned so far.
 */
export function depositsHeld(deposits: readonly DepositRecord[]): {
  amount: number;
  interest: number;
} {
  const held = deposits.filter((deposit) => depositStatus(deposit) === 'held');
  return {
    amount: sumAmounts(...held.map((deposit) => deposit.depositAmount)),
    interest: sumAmounts(...held.map((deposit) => deposit.interestAmount)),
  };
}
