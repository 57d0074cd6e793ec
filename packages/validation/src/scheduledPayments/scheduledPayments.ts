import { DEFAULT_FORMAT_LOCALE, formatDate } from '../i18n/format';
import { toDayNumber } from '../shared/dates';
import { formatCurrency, sumAmounts } from '../shared/money';
import { scheduledPaymentsMessages, type ScheduledPaymentsMessages } from './messages';

/** One account a scheduled payment pays (doc 2 §3 accountDetails). */
export interface ScheduledPaymentAccount {
  accountNumber: string;
  accountType: string;
  amount: number;
}

/** A scheduled payment as the list needs it (doc 2 §3). */
export interface ScheduledPayment {
  transNo: string;
  createdDate: string;
  paymentType: string;
  amount: number;
  paymentMethod: string;
  paymentDate: string;
  accountDetails: readonly ScheduledPaymentAccount[];
}

/** The list's columns that sort (doc 2 §2.8: every column of the list). */
export type ScheduledPaymentSortColumn =
  'createdDate' | 'paymentType' | 'amount' | 'paymentMethod' | 'paymentDate';

export const scheduledPaymentSortColumns = [
  'createdDate',
  'paymentType',
  'amount',
  'paymentMethod',
  'paymentDate',
] as const satisfies readonly ScheduledPaymentSortColumn[];

/** A sort of the list (the direction as the ui kit's tables name it). */
export interface ScheduledPaymentSort {
  column: ScheduledPaymentSortColumn;
  direction: 'ascending' | 'descending';
}

/** The list's first order: the payment made next comes first. */
export const defaultScheduledPaymentSort: ScheduledPaymentSort = {
  column: 'paymentDate',
  direction: 'ascending',
};

/** A column id as a sort column; anything else is the first order's column. */
export function scheduledPaymentSortColumn(id: unknown): ScheduledPaymentSortColumn {
  return (scheduledPaymentSortColumns as readonly unknown[]).includes(id)
    ? (id as ScheduledPaymentSortColumn)
    : defaultScheduledPaymentSort.column;
}

/**
 * What a payment sorts by in a column: its day for the two dates (undefined when it cannot be
 * read), its amount, or its text (type, method) without case, by `locale`'s case rules (US English
 * when omitted).
 */
export function scheduledPaymentSortKey(
  payment: ScheduledPayment,
  column: ScheduledPaymentSortColumn,
  locale: string = DEFAULT_FORMAT_LOCALE,
): number | string | undefined {
  switch (column) {
    case 'createdDate':
      return toDayNumber(payment.createdDate);
    case 'paymentDate':
      return toDayNumber(payment.paymentDate);
    case 'amount':
      return Number.isFinite(payment.amount) ? payment.amount : undefined;
    case 'paymentType':
      return payment.paymentType.trim().toLocaleLowerCase(locale);
    case 'paymentMethod':
      return payment.paymentMethod.trim().toLocaleLowerCase(locale);
  }
}

/**
 * The payments sorted by a column, ascending or descending, texts in `locale`'s alphabetical order
 * (US English when omitted). Stable: payments with the same value keep their order; a date or
 * amount that cannot be read comes last in either direction.
 */
export function sortScheduledPayments<P extends ScheduledPayment>(
  payments: readonly P[],
  { column, direction }: ScheduledPaymentSort,
  locale: string = DEFAULT_FORMAT_LOCALE,
): P[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return payments
    .map((payment, index) => ({
      payment,
      index,
      key: scheduledPaymentSortKey(payment, column, locale),
    }))
    .sort((a, b) => {
      if (a.key === undefined || b.key === undefined) {
        return Number(a.key === undefined) - Number(b.key === undefined) || a.index - b.index;
      }
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key), locale, { numeric: true });
      return sign * order || a.index - b.index;
    })
    .map(({ payment }) => payment);
}

/** The total of the accounts a scheduled payment pays, added in cents. */
export function scheduledPaymentTotal(payment: Pick<ScheduledPayment, 'accountDetails'>): number {
  return sumAmounts(...payment.accountDetails.map((account) => account.amount));
}

/**
 * A date as the list shows it ('MM/dd/yyyy' in US English, doc 2 §9; the locale's own short date in
 * another), or the text as sent when unreadable.
 */
const shownDate = (value: string, locale: string | undefined) => formatDate(value, locale) ?? value;

/** A scheduled payment as the list shows it: its dates and its amounts written for a locale. */
export interface ScheduledPaymentView {
  createdDate: string;
  paymentDate: string;
  amount: string;
  /** The total of its accounts, as money. */
  total: string;
}

/**
 * The shown values of a payment, written for `locale` (US English when omitted: dates 'MM/dd/yyyy',
 * amounts as money).
 */
export function scheduledPaymentView(
  payment: ScheduledPayment,
  locale?: string,
): ScheduledPaymentView {
  return {
    createdDate: shownDate(payment.createdDate, locale),
    paymentDate: shownDate(payment.paymentDate, locale),
    amount: formatCurrency(payment.amount, locale),
    total: formatCurrency(scheduledPaymentTotal(payment), locale),
  };
}

/**
 * A payment's name, for the buttons and dialogs that act on it: its amount and payment date,
 * e.g. '$142.37 on 12/07/2026' (written for `locale`, US English when omitted).
 */
export function scheduledPaymentName(
  payment: ScheduledPayment,
  messages: Pick<ScheduledPaymentsMessages, 'paymentName'> = scheduledPaymentsMessages,
  locale?: string,
): string {
  const view = scheduledPaymentView(payment, locale);
  return messages.paymentName(view.amount, view.paymentDate);
}

/** The navigation state of the schedule error page: the message of the failed schedule. */
export interface ScheduleErrorState {
  message: string;
}

/** The navigation state that takes a schedule's error message to the error page (doc 2 §2.8). */
export function scheduleErrorState(message: string): ScheduleErrorState {
  return { message };
}

/**
 * The message of the schedule error page (doc 2 §2.8): the one passed in the navigation state
 * (`{ message }`, or the text itself); without one (a direct visit), a clear generic message.
 */
export function scheduleErrorMessage(
  state: unknown,
  messages: Pick<ScheduledPaymentsMessages, 'scheduleFailed'> = scheduledPaymentsMessages,
): string {
  const passed =
    typeof state === 'string'
      ? state
      : typeof state === 'object' && state !== null
        ? (state as { message?: unknown }).message
        : undefined;
  return typeof passed === 'string' && passed.trim() !== ''
    ? passed.trim()
    : messages.scheduleFailed;
}

/** The query parameter of the schedule success page: the transaction number (doc 2 §2.8). */
export const scheduleSuccessQuery = { transNo: 'transno' } as const;

/** The transaction number of the schedule success page's address, or null when it has none. */
export function scheduledTransNo(query: { get(name: string): string | null }): string | null {
  const value = query.get(scheduleSuccessQuery.transNo)?.trim();
  return value ? value : null;
}

/**
 * Where the schedule success page sends the member once the provider's return is completed: the
 * same page with the transaction number (doc 2 §2.8, query transno).
 */
export function scheduleSuccessPath(transNo: string): string {
  return `/schedule-payments-success?${scheduleSuccessQuery.transNo}=${encodeURIComponent(transNo)}`;
}

/**
 * The provider's return of a scheduled payment: the API's schedule callback sends the browser to
 * the success page with `encodedParam` (and no transno yet); the page completes the schedule with
 * it. Null when the address has a transno (completed) or no encodedParam.
 */
export function scheduleReturnParam(query: { get(name: string): string | null }): string | null {
  if (scheduledTransNo(query)) return null;
  const value = query.get('encodedParam')?.trim();
  return value ? value : null;
}
