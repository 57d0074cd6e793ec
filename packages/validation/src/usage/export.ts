import { fileNamePart, toCsv } from '../shared/csv';
import { toDayNumber } from '../shared/dates';
import { usageDecimals, type UsageSummarization } from './display';
import {
  formatUsageDate,
  type UsageReadingStatus,
  type UsageTableColumn,
  type UsageTableRow,
  type UsageTableTotals,
} from './table';

/**
 * The file name of an export of the usage table: the account and the range,
 * `usage-1000001-2026-11-11-to-2026-11-26.xlsx`. Characters a file name cannot hold are dropped
 * from the account number.
 */
export function usageExportFileName(
  {
    accountNumber,
    startDate,
    endDate,
  }: { accountNumber: string; startDate: string; endDate: string },
  extension: 'xlsx' | 'csv',
): string {
  const account = fileNamePart(accountNumber);
  return `usage-${account}-${startDate.slice(0, 10)}-to-${endDate.slice(0, 10)}.${extension}`;
}

/** A cell of an export: a real date, a number (with its decimals), text, or empty. */
export type UsageExportCell =
  | { type: 'date'; value: Date; text: string; withTime: boolean }
  | { type: 'number'; value: number; decimals: number }
  | { type: 'text'; value: string }
  | null;

/** A date (and an interval's time) as a `Date` at that wall-clock time in UTC, as spreadsheets read it. */
function exportDate(date: string): Date | undefined {
  const day = toDayNumber(date);
  if (day === undefined) return undefined;
  const time = /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(date);
  const seconds = time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3] ?? 0) : 0;
  return new Date(day * 86_400_000 + seconds * 1000);
}

const numberCell = (value: number | null, decimals: number): UsageExportCell =>
  value === null ? null : { type: 'number', value, decimals };

function rowCell(
  row: UsageTableRow,
  column: UsageTableColumn,
  summarization: UsageSummarization,
  readingStatuses: Readonly<Record<UsageReadingStatus, string>> | undefined,
): UsageExportCell {
  switch (column) {
    case 'DATE': {
      // The file's dates are data, the same in every language: a real date, and for CSV the
      // MM/dd/yyyy text a US spreadsheet reads as a date.
      const value = exportDate(row.date);
      return value
        ? {
            type: 'date',
            value,
            text: formatUsageDate(row.date),
            withTime: summarization === 'interval',
          }
        : { type: 'text', value: row.date };
    }
    case 'METER':
      return { type: 'text', value: row.meterId };
    case 'USAGE':
      return numberCell(row.usage, usageDecimals(row.unit, summarization));
    case 'DEMAND':
      return numberCell(row.demand, 2);
    case 'COST':
      return numberCell(row.cost, 2);
    case 'HIGH_TEMP':
      return numberCell(row.highTemp, 0);
    case 'LOW_TEMP':
      return numberCell(row.lowTemp, 0);
    case 'AVG_TEMP':
      return numberCell(row.avgTemp, 0);
    case 'READING':
      return numberCell(row.reading, 0);
    case 'STATUS':
      return { type: 'text', value: readingStatuses?.[row.status] ?? row.status };
  }
}

function totalCell(
  totals: UsageTableTotals,
  column: UsageTableColumn,
  unit: string,
  summarization: UsageSummarization,
): UsageExportCell {
  switch (column) {
    case 'USAGE':
      return numberCell(totals.usage, usageDecimals(unit, summarization));
    case 'DEMAND':
      return numberCell(totals.demand, 2);
    case 'COST':
      return numberCell(totals.cost, 2);
    case 'HIGH_TEMP':
      return numberCell(totals.highTemp, 0);
    case 'LOW_TEMP':
      return numberCell(totals.lowTemp, 0);
    case 'AVG_TEMP':
      return numberCell(totals.avgTemp, 0);
    default:
      return null;
  }
}

/**
 * The usage table as export rows: the headers, a row per table row (all of them, in the table's
 * order) and, with totals, the footer row captioned in its first cell. The words (headers, caption,
 * reading statuses) are the caller's, in the member's language; the dates and numbers are data,
 * the same in every language.
 */
export function usageExportRows({
  columns,
  headers,
  rows,
  summarization,
  totals,
  totalCaption,
  unit,
  readingStatuses,
}: {
  columns: readonly UsageTableColumn[];
  headers: Readonly<Record<UsageTableColumn, string>>;
  rows: readonly UsageTableRow[];
  summarization: UsageSummarization;
  totals?: UsageTableTotals;
  totalCaption?: string;
  /** The usage unit of the totals. */
  unit?: string;
  /** The reading statuses in words, in the headers' language (the status itself when not given). */
  readingStatuses?: Readonly<Record<UsageReadingStatus, string>>;
}): UsageExportCell[][] {
  const table: UsageExportCell[][] = [
    columns.map((column) => ({ type: 'text', value: headers[column] })),
    ...rows.map((row) =>
      columns.map((column) => rowCell(row, column, summarization, readingStatuses)),
    ),
  ];
  if (totals) {
    table.push(
      columns.map((column, index) =>
        index === 0
          ? { type: 'text', value: totalCaption ?? '' }
          : totalCell(totals, column, unit ?? rows[0]?.unit ?? '', summarization),
      ),
    );
  }
  return table;
}

/**
 * Export rows as CSV (RFC 4180: comma separated, CRLF line ends, quoted where needed): dates as
 * MM/dd/yyyy (with the time for intervals), numbers with their decimals and no grouping.
 */
export function usageCsv(table: readonly (readonly UsageExportCell[])[]): string {
  return toCsv(
    table.map((cells) =>
      cells.map((cell) => {
        if (cell === null) return '';
        if (cell.type === 'date') return cell.text;
        if (cell.type === 'number') return cell.value.toFixed(cell.decimals);
        return cell.value;
      }),
    ),
  );
}
