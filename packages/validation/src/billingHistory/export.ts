import { fileNamePart, toCsv } from '../shared/csv';
import { formatDate } from '../i18n/format';
import { type DateInput, toIsoDate } from '../shared/dates';
import { formatAmount } from '../shared/money';
import { type HistoryRecord, isBillRecord } from './history';
import type { HistoryTypeFilter } from './view';

/** The download's column headers and the names of the two kinds of record, as the page shows them. */
export interface HistoryCsvLabels {
  date: string;
  type: string;
  amount: string;
  dueDate: string;
  /** The type of a bill, e.g. 'Bill'. */
  bill: string;
  /** The type of a payment, e.g. 'Payment'. */
  payment: string;
}

type CsvRecord = Pick<HistoryRecord, 'historyType' | 'amount' | 'recordDate' | 'dueDate'>;

/**
 * The history as the download's rows: the headers (Date, Type, Amount, Due Date), then a row per
 * record in the order given (the page's filter and sort, every page): the date as the page writes
 * it (MM/dd/yyyy in US English, doc 2 §9; the locale's own short date in another), the type's
 * name, the amount with 2 decimals and no currency sign or grouping (a number to a spreadsheet,
 * in every language), and a bill's due date (empty for a payment).
 */
export function historyCsvRows(
  records: readonly CsvRecord[],
  labels: HistoryCsvLabels,
  locale?: string,
): string[][] {
  return [
    [labels.date, labels.type, labels.amount, labels.dueDate],
    ...records.map((record) => [
      formatDate(record.recordDate, locale) ?? record.recordDate,
      isBillRecord(record) ? labels.bill : labels.payment,
      formatAmount(record.amount),
      isBillRecord(record) ? (formatDate(record.dueDate, locale) ?? '') : '',
    ]),
  ];
}

/** The history as CSV text (RFC 4180, CRLF line ends): see `historyCsvRows`. */
export function historyCsv(
  records: readonly CsvRecord[],
  labels: HistoryCsvLabels,
  locale?: string,
): string {
  return toCsv(historyCsvRows(records, labels, locale));
}

/**
 * The download's file name: the account, the type when only bills or payments are shown, and the
 * date range when one is given, e.g. `billing-history-1000001.csv`,
 * `billing-history-1000001-bills-2025-01-01-to-2025-06-30.csv`, `…-from-2025-01-01.csv`,
 * `…-to-2025-06-30.csv`.
 */
export function historyCsvFileName({
  accountNumber,
  type = 'all',
  from,
  to,
}: {
  accountNumber: string;
  type?: HistoryTypeFilter;
  from?: DateInput | null;
  to?: DateInput | null;
}): string {
  const start = toIsoDate(from);
  const end = toIsoDate(to);
  const parts = ['billing-history', fileNamePart(accountNumber)];
  if (type !== 'all') parts.push(type);
  if (start && end) parts.push(start, 'to', end);
  else if (start) parts.push('from', start);
  else if (end) parts.push('to', end);
  return `${parts.join('-')}.csv`;
}
