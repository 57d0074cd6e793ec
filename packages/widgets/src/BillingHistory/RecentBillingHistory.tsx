import { Alert, Button, Card, Link, Spinner, useCatalogue, useLocale } from '@coop-portal/ui';
import {
  accountOverview,
  billingHistory,
  formatCurrency,
  formatDate,
} from '@coop-portal/validation';
import {
  billingHistoryMessages,
  billingHistoryTranslations,
  type BillingHistoryMessages,
} from './messages';
import { useAccountHistory } from './useAccountHistory';
import { useBillOpener } from './useBillOpener';
import * as styles from './BillingHistory.css';
import { ReadFailure } from '../shared/ReadFailure';

export interface RecentBillingHistoryProps {
  /** The account whose history is shown. */
  accountNumber: string;
  /** Where View More leads: the account's whole history (e.g. '/billpayments/history?accountno=…'). */
  viewMoreHref: string;
  /** Level of the card's heading (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** A co-op's own wording. */
  messages?: Partial<BillingHistoryMessages>;
  className?: string;
}

/**
 * The account overview's Billing & Payment History card (doc 2 §2.1, §9): the latest 9 payments and
 * bills, newest first (date, type and amount; a bill's type is its View Bill button, so the card
 * fits a 320px screen), padded with dummy rows up to 10 rows so the card keeps its size, and View
 * More to the whole history. The dummy rows are only drawn: hidden from assistive technology, they
 * are never read as data. Each bill opens its PDF in the 94% by 90% dialog (loaded on demand), or
 * says its statement is not available; a failed PDF call shows 'Bill History File not found.'. No
 * history: 'No Billing / Payment History Record Found'.
 */
export function RecentBillingHistory({
  accountNumber,
  viewMoreHref,
  headingLevel = 2,
  messages,
  className,
}: RecentBillingHistoryProps) {
  const text: BillingHistoryMessages = {
    ...useCatalogue(billingHistoryMessages, billingHistoryTranslations),
    ...messages,
  };
  const locale = useLocale();
  const history = useAccountHistory(accountNumber);
  const opener = useBillOpener({ accountNumber, text });

  let content;
  if (history.failed) {
    content = (
      <ReadFailure reads={history.reads} retryLabel={text.retry} className={styles.status} />
    );
  } else if (!history.records) {
    content = <Spinner label={text.loading} showLabel size="sm" />;
  } else if (history.records.length === 0) {
    content = <Alert tone="info">{text.noHistory}</Alert>;
  } else {
    const { rows } = accountOverview.billingHistoryRows(history.records);
    const date = (value: string | null | undefined) => formatDate(value, locale) ?? value ?? '';
    content = (
      <div className={styles.tableScroller}>
        <table className={styles.table} aria-label={text.tableLabel}>
          <thead>
            <tr>
              <th scope="col" className={styles.head}>
                {text.columnDate}
              </th>
              <th scope="col" className={styles.head}>
                {text.columnType}
              </th>
              <th scope="col" className={styles.headEnd}>
                {text.columnAmount}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((record, index) =>
              record ? (
                <tr key={index} className={styles.row}>
                  <th scope="row" className={styles.rowHead}>
                    {date(record.recordDate)}
                  </th>
                  <td className={styles.cell}>
                    {billingHistory.isBillRecord(record) ? (
                      <Button
                        variant="quiet"
                        className={styles.billButton}
                        isPending={opener.opening === record}
                        loadingLabel={text.loadingBill}
                        aria-label={text.viewBillLabel(date(record.recordDate))}
                        onPress={() => void opener.openBill(record)}
                      >
                        {text.viewBill}
                      </Button>
                    ) : (
                      text.typePayment
                    )}
                  </td>
                  <td className={styles.cellEnd}>{formatCurrency(record.amount, locale)}</td>
                </tr>
              ) : (
                // A dummy row keeps the card's height; it holds no data and is not read out.
                <tr key={index} className={styles.row} aria-hidden="true" data-dummy="">
                  <td className={styles.cell} colSpan={3} />
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card
      title={text.heading}
      headingLevel={headingLevel}
      className={className}
      actions={
        history.records && history.records.length > 0 ? (
          <Link href={viewMoreHref} variant="standalone" className={styles.viewMore}>
            {text.viewMore}
          </Link>
        ) : undefined
      }
    >
      <div
        className={styles.root}
        aria-busy={!history.records && !history.failed ? true : undefined}
      >
        {opener.error ? <Alert tone="error">{opener.error}</Alert> : null}
        {content}
      </div>
      {opener.dialogs}
    </Card>
  );
}
