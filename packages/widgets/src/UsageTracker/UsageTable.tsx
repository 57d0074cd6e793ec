import { DataTable, useLocale, type DataTableColumn } from '@coop-portal/ui';
import { usage } from '@coop-portal/validation';
import { usePrinting } from '../shared/usePrinting';
import type { UsageTrackerMessages } from './messages';

/** The reading statuses in words (doc 2 §3), for the table and its export. */
export function readingStatusWords(
  text: UsageTrackerMessages,
): Record<usage.UsageReadingStatus, string> {
  return {
    Actual: text.readingActual,
    Estimate: text.readingEstimate,
    Keyed: text.readingKeyed,
  };
}

/** The table's column headers, by column id. */
export function usageColumnHeaders(
  text: UsageTrackerMessages,
  summarization: usage.UsageSummarization,
  unitOfMeasure: string,
): Record<usage.UsageTableColumn, string> {
  return {
    DATE:
      summarization === 'interval'
        ? text.columnDateTime
        : summarization === 'monthly'
          ? text.columnMonth
          : text.columnDate,
    METER: text.columnMeter,
    USAGE: text.columnUsage(unitOfMeasure),
    DEMAND: text.columnDemand,
    COST: text.columnCost,
    HIGH_TEMP: text.columnHighTemp,
    LOW_TEMP: text.columnLowTemp,
    AVG_TEMP: text.columnAvgTemp,
    READING: text.columnReading,
    STATUS: text.columnStatus,
  };
}

const numeric = new Set<usage.UsageTableColumn>([
  'USAGE',
  'DEMAND',
  'COST',
  'HIGH_TEMP',
  'LOW_TEMP',
  'AVG_TEMP',
  'READING',
]);

export interface UsageTableProps {
  columns: readonly usage.UsageTableColumn[];
  headers: Record<usage.UsageTableColumn, string>;
  rows: readonly usage.UsageTableRow[];
  totals: usage.UsageTableTotals;
  summarization: usage.UsageSummarization;
  unitOfMeasure: string;
  label: string;
  /** The id of a text describing the table (e.g. that a row opens its day). */
  describedBy?: string;
  /** A row was activated (Enter, or a press): e.g. a day whose interval data to show. */
  onRowAction?: (row: usage.UsageTableRow) => void;
  text: UsageTrackerMessages;
}

/**
 * The usage table under the chart (doc 2 §2.7, §9): the configured columns, pages of 10 (10, 25,
 * 50 or 100), footer totals. Printed, it shows every row.
 */
export function UsageTable({
  columns,
  headers,
  rows,
  totals,
  summarization,
  unitOfMeasure,
  label,
  describedBy,
  onRowAction,
  text,
}: UsageTableProps) {
  const printing = usePrinting();
  const locale = useLocale();
  const statuses = readingStatusWords(text);
  const tableColumns: DataTableColumn<usage.UsageTableRow>[] = columns.map((column) => ({
    id: column,
    header: headers[column],
    align: numeric.has(column) ? 'end' : 'start',
    isRowHeader: column === 'DATE',
    cell: (row) =>
      column === 'STATUS'
        ? statuses[row.status]
        : usage.usageCellText(row, column, summarization, locale),
    // The date column's footer cell captions the totals row.
    footer:
      column === 'DATE'
        ? text.total
        : usage.usageTotalText(totals, column, unitOfMeasure, summarization, locale) || undefined,
  }));
  return (
    <DataTable
      aria-label={label}
      aria-describedby={describedBy}
      columns={tableColumns}
      rows={rows}
      getRowId={(row) => row.id}
      onRowAction={
        onRowAction
          ? (key) => {
              const row = rows.find((candidate) => candidate.id === key);
              if (row) onRowAction(row);
            }
          : undefined
      }
      pagination={printing ? false : { pageSizeOptions: [10, 25, 50, 100] }}
    />
  );
}
