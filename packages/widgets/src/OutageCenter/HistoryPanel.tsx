import { useOutageHistory } from '@coop-portal/api-client/react';
import { Alert, DataTable, Spinner, useLocale, type DataTableColumn } from '@coop-portal/ui';
import { outage } from '@coop-portal/validation';
import { useId, type ReactNode } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import type { OutageCenterMessages } from './messages';
import * as styles from './OutageCenter.css';
import { PanelHeading, type Level } from './OutagePanels';

/** Outage History (doc 2 §3, §8, §9): past outages at the location, newest first. */
export function HistoryPanel({
  locationId,
  headingLevel,
  text,
}: {
  locationId: string;
  headingLevel: Level;
  text: OutageCenterMessages;
}) {
  const headingId = useId();
  const locale = useLocale();
  const history = useOutageHistory({ params: { locationId } });
  const columns: DataTableColumn<outage.OutageHistoryRow>[] = [
    {
      id: 'interrupted',
      header: text.interruptedColumn,
      cell: (row) => row.interruptedAt,
      isRowHeader: true,
    },
    {
      id: 'restored',
      header: text.restoredColumn,
      cell: (row) => row.restoredAt || text.notRestored,
    },
    { id: 'description', header: text.descriptionColumn, cell: (row) => row.description },
  ];

  let content: ReactNode;
  if (history.isError) {
    content = <ReadFailure reads={[history]} retryLabel={text.retry} className={styles.failure} />;
  } else if (!history.data) {
    content = <Spinner label={text.loadingHistory} showLabel size="sm" />;
  } else if (history.data.length === 0) {
    content = <Alert tone="info">{text.noPastOutages}</Alert>;
  } else {
    content = (
      <DataTable
        aria-label={text.historyTable}
        columns={columns}
        rows={outage.outageHistoryRows(history.data, locale)}
        getRowId={(row) => row.id}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <PanelHeading level={headingLevel} id={headingId}>
        {text.historyHeading}
      </PanelHeading>
      {content}
    </section>
  );
}
