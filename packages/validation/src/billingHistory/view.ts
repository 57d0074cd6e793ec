import { type DateInput, toDayNumber } from '../shared/dates';
import { type HistoryType, isBillRecord, recordDay } from './history';
import { billingHistoryMessages, type BillingHistoryMessages } from './messages';

/** The history page's limits (doc 2 §9): pages of 10 rows, or 25, 50 or 100. */
export const billingHistoryLimits = {
  pageSize: 10,
  pageSizes: [10, 25, 50, 100],
} as const;

/** Which records the history shows: every record, only bills, or only payments. */
export type HistoryTypeFilter = 'all' | 'bills' | 'payments';
export const historyTypeFilters = [
  'all',
  'bills',
  'payments',
] as const satisfies readonly HistoryTypeFilter[];

/** The history page's filters: the type and a date range (From and To, both days included). */
export interface HistoryFilters {
  type?: HistoryTypeFilter;
  from?: DateInput | null;
  to?: DateInput | null;
}

/** The date range's messages, by field. */
export interface HistoryDateRangeErrors {
  from?: string;
  to?: string;
}

/** What a record needs to be filtered and sorted. */
interface FilterableRecord {
  historyType: HistoryType;
  recordDate?: DateInput | null;
  amount: number;
}

/** A given date as a day, `null` when there is none, `undefined` when it cannot be read. */
function dayOrNone(input: DateInput | null | undefined): number | null | undefined {
  if (input === null || input === undefined || input === '') return null;
  return toDayNumber(input);
}

/**
 * The history date range's messages: a date that cannot be read ('Please enter a valid date.' on
 * it) and a From date after the To date ('The To date must be on or after the From date.' on To).
 * Either date may be left empty: the range is then open at that end.
 */
export function historyDateRangeErrors(
  { from, to }: Pick<HistoryFilters, 'from' | 'to'>,
  messages: BillingHistoryMessages = billingHistoryMessages,
): HistoryDateRangeErrors {
  const start = dayOrNone(from);
  const end = dayOrNone(to);
  const errors: HistoryDateRangeErrors = {};
  if (start === undefined) errors.from = messages.invalidDate;
  if (end === undefined) errors.to = messages.invalidDate;
  else if (typeof start === 'number' && end !== null && start > end)
    errors.to = messages.fromAfterTo;
  return errors;
}

/**
 * The records the history shows: of the chosen type (bills, payments or all), dated from From to
 * To (both days included; records without a readable date only when no date is given). While the
 * date range has an error it is not applied, and `errors` says why; the order is kept.
 */
export function filterAccountHistory<R extends FilterableRecord>(
  records: readonly R[],
  filters: HistoryFilters,
  messages: BillingHistoryMessages = billingHistoryMessages,
): { records: R[]; errors: HistoryDateRangeErrors } {
  const errors = historyDateRangeErrors(filters, messages);
  const hasErrors = errors.from !== undefined || errors.to !== undefined;
  const start = hasErrors ? null : dayOrNone(filters.from);
  const end = hasErrors ? null : dayOrNone(filters.to);
  const type = filters.type ?? 'all';
  return {
    records: records.filter((record) => {
      if (type === 'bills' && !isBillRecord(record)) return false;
      if (type === 'payments' && isBillRecord(record)) return false;
      if (typeof start !== 'number' && typeof end !== 'number') return true;
      const day = recordDay(record);
      if (!Number.isFinite(day)) return false;
      return (typeof start !== 'number' || day >= start) && (typeof end !== 'number' || day <= end);
    }),
    errors,
  };
}

/** What the history sorts by: the record's date or its amount. */
export type HistorySortColumn = 'date' | 'amount';

/** A sort of the history (the direction as the ui kit's tables name it). */
export interface HistorySort {
  column: HistorySortColumn;
  direction: 'ascending' | 'descending';
}

/** The history's first order: newest first. */
export const defaultHistorySort: HistorySort = { column: 'date', direction: 'descending' };

/**
 * The records sorted by date or amount, ascending or descending. Stable: records of the same date
 * or amount keep their order (newest first as merged); records without a readable date come last
 * in either direction.
 */
export function sortAccountHistory<R extends FilterableRecord>(
  records: readonly R[],
  { column, direction }: HistorySort,
): R[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const value = (record: R) => (column === 'amount' ? record.amount : recordDay(record));
  return records
    .map((record, index) => ({ record, index, value: value(record) }))
    .sort((a, b) => {
      const aMissing = !Number.isFinite(a.value);
      const bMissing = !Number.isFinite(b.value);
      if (aMissing || bMissing) return Number(aMissing) - Number(bMissing) || a.index - b.index;
      return sign * (a.value - b.value) || a.index - b.index;
    })
    .map(({ record }) => record);
}

/** A page size the history offers (doc 2 §9); anything else is the default, 10. */
export function historyPageSize(size: number | null | undefined): number {
  return (billingHistoryLimits.pageSizes as readonly number[]).includes(size ?? NaN)
    ? (size as number)
    : billingHistoryLimits.pageSize;
}

/**
 * One page of the records: `page` counts from 1 and is kept between 1 and the last page (an empty
 * history has one empty page); `pageCount` is how many pages there are.
 */
export function pageOfHistory<R>(
  records: readonly R[],
  { page, pageSize }: { page: number; pageSize: number },
): { rows: R[]; page: number; pageCount: number } {
  const size = historyPageSize(pageSize);
  const pageCount = Math.max(1, Math.ceil(records.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return {
    rows: records.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
  };
}
