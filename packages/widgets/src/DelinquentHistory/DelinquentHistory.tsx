import type { getDelinquentHistory, EndpointAnswer } from '@coop-portal/api-client';
import { useDelinquentHistory, useDelinquentPdf } from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DataTable,
  DismissibleAlert,
  PdfDialog,
  Spinner,
  useCatalogue,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import { delinquents, formatCurrency, formatDate } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import * as styles from './DelinquentHistory.css';
import {
  delinquentHistoryMessages,
  delinquentHistoryTranslations,
  type DelinquentHistoryMessages,
} from './messages';

type Notice = EndpointAnswer<typeof getDelinquentHistory>[number];

export interface DelinquentHistoryProps {
  /** The account whose delinquent notices are shown. */
  accountNumber: string;
  /** Level of the heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /** A co-op's own wording. */
  messages?: Partial<DelinquentHistoryMessages>;
  className?: string;
}

const PAGE_SIZES = [5, 10, 25, 100];

/** The notice being viewed and the moment its PDF was asked for (the request's .NET ticks). */
type Viewing = { notice: Notice; at: number };

/**
 * Delinquent History (/delinquent-history; doc 3 §2.6, §3, §7, §8, §9): an account's delinquent
 * notices — Bill Date, Past Due, Late Fee, Cutoff Date — paged by 10 (5, 10, 25, 100), each with a
 * View PDF button when it has a view URL. The PDF opens in a dialog 90% wide and 94% high that an
 * outside click does not close; a file that cannot be had says 'Delinquent File not found.'. No
 * notice: 'There are no delinquents available.'; a failed read: the support text and Try again.
 * Rules from `@coop-portal/validation`'s `delinquents`; it needs a `CoopWidgetProvider` whose
 * session has the member signed in.
 */
export function DelinquentHistory({
  accountNumber,
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: DelinquentHistoryProps) {
  const text: DelinquentHistoryMessages = {
    ...useCatalogue(delinquentHistoryMessages, delinquentHistoryTranslations),
    ...messages,
  };
  const locale = useLocale();
  const date = (value: string | null | undefined) => formatDate(value, locale);
  const history = useDelinquentHistory({ params: { accountNumber } });
  const [viewing, setViewing] = useState<Viewing | null>(null);
  /** The viewing whose failure the member dismissed. */
  const [dismissed, setDismissed] = useState<Viewing | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);

  const query = viewing ? delinquents.delinquentPdfQuery(viewing.notice, viewing.at) : undefined;
  const pdf = useDelinquentPdf(query ? { query } : skipToken, { staleTime: 0, gcTime: 0 });
  const failed = viewing !== null && pdf.isError;
  const failure = failed && dismissed !== viewing ? text.fileNotFound : null;

  const frame = (content: ReactNode, busy = false) => (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={busy}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  if (history.isError) {
    return frame(
      <ReadFailure reads={[history]} retryLabel={text.retry} className={styles.status} />,
    );
  }
  if (!history.data) return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  if (history.data.length === 0) return frame(<Alert tone="info">{text.noDelinquents}</Alert>);

  const columns: DataTableColumn<Notice>[] = [
    {
      id: 'billDate',
      header: text.columnBillDate,
      isRowHeader: true,
      cell: (notice) => date(notice.billDate) ?? text.notAvailable,
    },
    {
      id: 'pastDue',
      header: text.columnPastDue,
      align: 'end',
      cell: (notice) => formatCurrency(notice.pastDue, locale),
    },
    {
      id: 'lateFee',
      header: text.columnLateFee,
      align: 'end',
      cell: (notice) => formatCurrency(notice.lateFee, locale),
    },
    {
      id: 'cutoffDate',
      header: text.columnCutoffDate,
      cell: (notice) => date(notice.cutoffDate) ?? text.notAvailable,
    },
    {
      id: 'view',
      header: text.columnView,
      cell: (notice) =>
        delinquents.hasDelinquentPdf(notice) ? (
          <Button
            variant="secondary"
            aria-label={text.viewLabel(date(notice.billDate) ?? notice.billDate)}
            onPress={() => setViewing({ notice, at: Date.now() })}
          >
            {text.view}
          </Button>
        ) : null,
    },
  ];

  const shown = viewing ? (date(viewing.notice.billDate) ?? viewing.notice.billDate) : '';
  return frame(
    <>
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setDismissed(viewing)}
          dismissLabel={text.dismissLabel}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      <DataTable
        aria-label={text.tableLabel(accountNumber)}
        columns={columns}
        rows={history.data}
        getRowId={(notice) => `${notice.billDate}-${history.data.indexOf(notice)}`}
        pagination={{
          pageSizeOptions: PAGE_SIZES,
          pageSize,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
          page,
          onPageChange: setPage,
        }}
      />
      <PdfDialog
        isOpen={viewing !== null && !failed}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        title={text.dialogTitle(shown)}
        fileName={pdf.data?.fileName ?? text.fileName(shown)}
        base64={pdf.data?.delinquentViewUrlFileBytes}
        isLoading={pdf.isPending}
        loadingLabel={text.loadingPdf}
        invalidMessage={text.fileNotFound}
        width="90%"
        height="94%"
        closeOnOutsideClick={false}
        closeLabel={text.close}
      />
    </>,
  );
}
