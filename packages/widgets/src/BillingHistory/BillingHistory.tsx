import {
  Alert,
  Button,
  cx,
  DataTable,
  DatePicker,
  DownloadIcon,
  Select,
  SelectItem,
  Spinner,
  useCatalogue,
  useLocale,
  type CalendarDate,
  type DataTableColumn,
} from '@coop-portal/ui';
import { billingHistory, formatCurrency, formatDate } from '@coop-portal/validation';
import { createElement, useId, useMemo, useState, type ReactNode } from 'react';
import { downloadFile } from '../shared/downloadFile';
import {
  billingHistoryMessages,
  billingHistoryTranslations,
  type BillingHistoryMessages,
} from './messages';
import { useAccountHistory } from './useAccountHistory';
import { useBillOpener, type BillOpener } from './useBillOpener';
import * as styles from './BillingHistory.css';
import { ReadFailure } from '../shared/ReadFailure';

type HistoryRecord = billingHistory.HistoryRecord;

export interface BillingHistoryProps {
  /** The account whose history is shown. */
  accountNumber: string;
  /** Level of the 'Billing & Payment History' heading (default 2). */
  headingLevel?: 2 | 3;
  /**
   * Show the heading (default true). A page whose own title already names the history passes
   * false: the history is then a region named by its label alone.
   */
  showHeading?: boolean;
  /** A co-op's own wording. */
  messages?: Partial<BillingHistoryMessages>;
  className?: string;
}

/** The type filter's options, by the rule's value. */
const typeOptions = (text: BillingHistoryMessages) =>
  [
    { id: 'all', label: text.typeAll },
    { id: 'bills', label: text.typeBills },
    { id: 'payments', label: text.typePayments },
  ] as const satisfies readonly { id: billingHistory.HistoryTypeFilter; label: string }[];

/** The download's headers and type names: the table's own. */
const csvLabels = (text: BillingHistoryMessages): billingHistory.HistoryCsvLabels => ({
  date: text.columnDate,
  type: text.columnType,
  amount: text.columnAmount,
  dueDate: text.columnDueDate,
  bill: text.typeBill,
  payment: text.typePayment,
});

/**
 * The whole billing and payment history of one account (the Account History page, doc 1 §2.2;
 * doc 2 §2.1, §3, §8, §9): payments and bills newest first in a table sortable by date and by
 * amount, filtered by type (bills, payments or both) and by a From–To date range (both days
 * included; a From after the To says so and is not applied), in pages of 10 (10, 25, 50 or 100),
 * and downloadable as a CSV file of the rows the filters show (every page, in the order shown).
 * Each bill opens its PDF in the 94% by 90% dialog, or says its statement is not available; a
 * failed PDF call shows 'Bill History File not found.'. No history at all: 'No Billing / Payment
 * History Record Found'.
 */
export function BillingHistory({
  accountNumber,
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: BillingHistoryProps) {
  const text: BillingHistoryMessages = {
    ...useCatalogue(billingHistoryMessages, billingHistoryTranslations),
    ...messages,
  };
  const headingId = useId();
  const history = useAccountHistory(accountNumber);
  const opener = useBillOpener({ accountNumber, text });

  const frame = (content: ReactNode, busy = false) => (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
      aria-busy={busy || undefined}
    >
      {showHeading
        ? createElement(
            `h${headingLevel}`,
            { className: styles.heading, id: headingId },
            text.heading,
          )
        : null}
      {content}
      {opener.dialogs}
    </section>
  );

  if (history.failed) {
    return frame(
      <ReadFailure reads={history.reads} retryLabel={text.retry} className={styles.status} />,
    );
  }
  if (!history.records) return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  if (history.records.length === 0) return frame(<Alert tone="info">{text.noHistory}</Alert>);

  return frame(
    <HistoryTable
      accountNumber={accountNumber}
      records={history.records}
      opener={opener}
      text={text}
    />,
  );
}

interface HistoryTableProps {
  accountNumber: string;
  records: readonly HistoryRecord[];
  opener: BillOpener;
  text: BillingHistoryMessages;
}

/** The filters, the table with its pages, and the download, over a loaded history. */
function HistoryTable({ accountNumber, records, opener, text }: HistoryTableProps) {
  const locale = useLocale();
  const [type, setType] = useState<billingHistory.HistoryTypeFilter>('all');
  const [from, setFrom] = useState<CalendarDate | null>(null);
  const [to, setTo] = useState<CalendarDate | null>(null);
  const [sort, setSort] = useState<billingHistory.HistorySort>(billingHistory.defaultHistorySort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(billingHistory.billingHistoryLimits.pageSize);

  // Row ids: a record's place in the whole history, which filters and sorting do not change.
  const ids = useMemo(
    () => new Map(records.map((record, index) => [record, `${record.historyType}-${index}`])),
    [records],
  );
  const { records: filtered, errors } = billingHistory.filterAccountHistory(
    records,
    { type, from, to },
    text,
  );
  const sorted = billingHistory.sortAccountHistory(filtered, sort);
  const shown = billingHistory.pageOfHistory(sorted, { page, pageSize });

  /** A new filter starts at the first page. */
  const filterBy =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  const download = () => {
    const csv = billingHistory.historyCsv(sorted, csvLabels(text), locale);
    const dates = errors.from || errors.to ? {} : { from, to };
    downloadFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      billingHistory.historyCsvFileName({ accountNumber, type, ...dates }),
    );
  };

  const date = (value: string | null | undefined) => formatDate(value, locale) ?? value ?? '';
  const isBill = billingHistory.isBillRecord;
  const columns: DataTableColumn<HistoryRecord>[] = [
    {
      id: 'date',
      header: text.columnDate,
      sortable: true,
      isRowHeader: true,
      cell: (record) => date(record.recordDate),
    },
    {
      id: 'type',
      header: text.columnType,
      cell: (record) => (isBill(record) ? text.typeBill : text.typePayment),
    },
    {
      id: 'amount',
      header: text.columnAmount,
      align: 'end',
      sortable: true,
      cell: (record) => formatCurrency(record.amount, locale),
    },
    {
      id: 'dueDate',
      header: text.columnDueDate,
      cell: (record) => (isBill(record) ? date(record.dueDate) : ''),
    },
    {
      id: 'bill',
      header: text.columnBill,
      cell: (record) =>
        isBill(record) ? (
          <Button
            variant="secondary"
            isPending={opener.opening === record}
            loadingLabel={text.loadingBill}
            aria-label={text.viewBillLabel(date(record.recordDate))}
            onPress={() => void opener.openBill(record)}
          >
            {text.viewBill}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <div role="group" aria-label={text.filtersLabel} className={styles.filters}>
        <Select
          label={text.typeFilter}
          className={styles.typeField}
          selectedKey={type}
          onSelectionChange={(key) => {
            if (key !== null) filterBy(setType)(key as billingHistory.HistoryTypeFilter);
          }}
        >
          {typeOptions(text).map((option) => (
            <SelectItem key={option.id} id={option.id}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
        <DatePicker
          label={text.fromDate}
          value={from}
          onChange={filterBy(setFrom)}
          isInvalid={errors.from !== undefined}
          errorMessage={errors.from}
        />
        <DatePicker
          label={text.toDate}
          value={to}
          onChange={filterBy(setTo)}
          isInvalid={errors.to !== undefined}
          errorMessage={errors.to}
        />
        <div className={styles.filterActions}>
          <Button
            variant="secondary"
            onPress={() => {
              setType('all');
              setFrom(null);
              setTo(null);
              setPage(1);
            }}
          >
            {text.clearFilters}
          </Button>
          <Button variant="secondary" isDisabled={sorted.length === 0} onPress={download}>
            <DownloadIcon />
            {text.downloadCsv}
          </Button>
        </div>
      </div>
      {opener.error ? <Alert tone="error">{opener.error}</Alert> : null}
      <DataTable
        aria-label={text.tableLabel}
        columns={columns}
        rows={shown.rows}
        getRowId={(record) => ids.get(record) ?? ''}
        sortDescriptor={sort}
        onSortChange={(descriptor) => {
          setSort({
            column: descriptor.column === 'amount' ? 'amount' : 'date',
            direction: descriptor.direction,
          });
          setPage(1);
        }}
        emptyState={text.noHistory}
        pagination={{
          totalItems: sorted.length,
          page: shown.page,
          onPageChange: setPage,
          pageSize,
          onPageSizeChange: setPageSize,
          pageSizeOptions: billingHistory.billingHistoryLimits.pageSizes,
        }}
      />
    </>
  );
}
