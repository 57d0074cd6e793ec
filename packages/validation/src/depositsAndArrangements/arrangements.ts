import { arrangementDetails } from '../accountOverview/card';
import { formatDate } from '../i18n/format';
import { todayDayNumber, toDayNumber, type DateInput } from '../shared/dates';
import { formatCurrency, sumAmounts, type AmountValue } from '../shared/money';
import { depositsAndArrangementsMessages, type DepositsAndArrangementsMessages } from './messages';

/** One instalment of an arrangement. */
export interface InstallmentRecord {
  dueDate?: DateInput | null;
  amount?: AmountValue;
  paid?: boolean | null;
}

/**
 * A payment arrangement as the API gives it (doc 2 §3 account info arrangement, with its start and
 * its instalments).
 */
export interface ArrangementRecord {
  arrangementNotation?: string | null;
  arrangementBalance?: AmountValue;
  nextPaymentAmount?: AmountValue;
  nextPaymentDueDate?: string | null;
  startDate?: DateInput | null;
  installments?: readonly InstallmentRecord[] | null;
}

/** Where an instalment stands. */
export type InstallmentStatus = 'paid' | 'overdue' | 'next' | 'upcoming';

type InstallmentMessages = Pick<
  DepositsAndArrangementsMessages,
  'installmentPaid' | 'installmentOverdue' | 'installmentNext' | 'installmentUpcoming'
>;

/** An instalment as a row shows it. */
export interface InstallmentRow {
  /** Stable within the arrangement: the instalment's place in the API's answer. */
  id: string;
  /** MM/dd/yyyy in US English (the locale's own short date in another), or '' when none. */
  dueDate: string;
  amount: string;
  status: InstallmentStatus;
  statusLabel: string;
}

const day = (date: DateInput | null | undefined) => toDayNumber(date);

/**
 * Arrangements newest first: by start date, else by the next payment's due date; the same day keeps
 * the API's order, arrangements without either date come last.
 */
export function sortArrangements<A extends ArrangementRecord>(arrangements: readonly A[]): A[] {
  const key = (arrangement: A) =>
    day(arrangement.startDate) ?? day(arrangement.nextPaymentDueDate) ?? Number.NEGATIVE_INFINITY;
  return arrangements
    .map((arrangement, index) => ({ arrangement, index }))
    .sort((a, b) => key(b.arrangement) - key(a.arrangement) || a.index - b.index)
    .map(({ arrangement }) => arrangement);
}

/**
 * The instalments in the order they fall due (a schedule reads from the first payment to the last;
 * undated ones last), each with where it stands: paid; unpaid and due before today, overdue; the
 * first other unpaid one, the next payment; the rest upcoming. Dates and amounts are written for
 * `locale` (US English when omitted).
 */
export function installmentRows(
  installments: readonly InstallmentRecord[],
  today?: DateInput,
  messages: InstallmentMessages = depositsAndArrangementsMessages,
  locale?: string,
): InstallmentRow[] {
  const todayNumber = todayDayNumber(today);
  const ordered = installments
    .map((installment, index) => ({ installment, index }))
    .sort(
      (a, b) =>
        (day(a.installment.dueDate) ?? Number.POSITIVE_INFINITY) -
          (day(b.installment.dueDate) ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    );
  let nextFound = false;
  return ordered.map(({ installment, index }) => {
    const due = day(installment.dueDate);
    let status: InstallmentStatus;
    if (installment.paid) status = 'paid';
    else if (due !== undefined && due < todayNumber) status = 'overdue';
    else if (!nextFound) {
      status = 'next';
      nextFound = true;
    } else status = 'upcoming';
    return {
      id: `installment-${index}`,
      dueDate: formatDate(installment.dueDate, locale) ?? '',
      amount: formatCurrency(installment.amount, locale),
      status,
      statusLabel: {
        paid: messages.installmentPaid,
        overdue: messages.installmentOverdue,
        next: messages.installmentNext,
        upcoming: messages.installmentUpcoming,
      }[status],
    };
  });
}

/** An arrangement as the Arrangements page shows it. */
export interface ArrangementView {
  notation?: string;
  balance: string;
  nextPaymentAmount: string;
  nextPaymentDueDate?: string;
  startDate?: string;
  /** The next payment's due date is before today (doc 2 §2.1). */
  overdue: boolean;
  /** The overview's warning for an overdue next payment (doc 2 §2.1), when overdue. */
  overdueWarning?: string;
  installments: InstallmentRow[];
  /** The instalments not yet paid and what they add up to. */
  remaining: { count: number; amount: string };
  paidCount: number;
}

/**
 * An arrangement as shown: the account overview's arrangement details (note, balance, next payment,
 * its due date and whether it is overdue: due before today) with the overview's overdue warning,
 * the start date, the instalments in due order and what is left to pay. Amounts and dates are
 * written for `locale` (US English when omitted), the warning's included.
 */
export function arrangementView(
  arrangement: ArrangementRecord,
  today?: DateInput,
  messages: InstallmentMessages &
    Pick<DepositsAndArrangementsMessages, 'arrangementOverdue'> = depositsAndArrangementsMessages,
  locale?: string,
): ArrangementView {
  // The overview decides the note and whether the next payment is overdue; the amounts and dates
  // are written here, in the language shown.
  const overview = arrangementDetails({ arrangement }, today);
  const nextPaymentDueDate = formatDate(arrangement.nextPaymentDueDate, locale);
  const details = {
    ...(overview?.notation ? { notation: overview.notation } : {}),
    balance: formatCurrency(arrangement.arrangementBalance, locale),
    nextPaymentAmount: formatCurrency(arrangement.nextPaymentAmount, locale),
    ...(nextPaymentDueDate ? { nextPaymentDueDate } : {}),
    overdue: overview?.overdue ?? false,
  };
  const installments = arrangement.installments ?? [];
  const unpaid = installments.filter((installment) => !installment.paid);
  const startDate = formatDate(arrangement.startDate, locale);
  return {
    ...details,
    ...(startDate ? { startDate } : {}),
    ...(details.overdue
      ? {
          overdueWarning: messages.arrangementOverdue(
            details.nextPaymentAmount,
            details.nextPaymentDueDate ?? '',
          ),
        }
      : {}),
    installments: installmentRows(installments, today, messages, locale),
    remaining: {
      count: unpaid.length,
      amount: formatCurrency(
        sumAmounts(...unpaid.map((installment) => installment.amount)),
        locale,
      ),
    },
    paidCount: installments.length - unpaid.length,
  };
}

/** What the arrangements shown still owe: the sum of their balances. */
export function arrangementsBalance(arrangements: readonly ArrangementRecord[]): number {
  return sumAmounts(...arrangements.map((arrangement) => arrangement.arrangementBalance));
}
