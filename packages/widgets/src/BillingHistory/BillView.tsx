import { useBillingHistory, useBillPdf } from '@coop-portal/api-client/react';
import {
  Alert,
  cx,
  decodePdfBase64,
  DownloadIcon,
  Link,
  Spinner,
  useCatalogue,
  useLocale,
  useObjectUrl,
} from '@coop-portal/ui';
import { billingHistory, formatDate, toIsoDate } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import {
  billingHistoryMessages,
  billingHistoryTranslations,
  type BillingHistoryMessages,
} from './messages';
import * as styles from './BillingHistory.css';
import { ReadFailure } from '../shared/ReadFailure';

export interface BillNotAvailableProps {
  /** Where the link to the account's billing and payment history leads. */
  historyHref: string;
  /** A co-op's own wording. */
  messages?: Partial<BillingHistoryMessages>;
  className?: string;
}

/**
 * A bill whose statement cannot be shown (doc 2 §2.1): 'The billing statement is not available.'
 * / 'Please check back soon.', and the way to the account's history.
 */
export function BillNotAvailable({ historyHref, messages, className }: BillNotAvailableProps) {
  const text: BillingHistoryMessages = {
    ...useCatalogue(billingHistoryMessages, billingHistoryTranslations),
    ...messages,
  };
  return (
    <div className={cx(styles.root, className)}>
      <Alert tone="info" title={text.statementNotAvailable}>
        {text.checkBackSoon}
      </Alert>
      <Link href={historyHref} variant="standalone" className={styles.viewMore}>
        {text.viewHistory}
      </Link>
    </div>
  );
}

export interface BillViewProps {
  /** The bill's account. */
  accountNumber: string;
  /** The bill's date, yyyy-MM-dd (a bill link's); missing or not a date: the bill is not available. */
  billDate: string | null | undefined;
  /** Where the link to the account's billing and payment history leads. */
  historyHref: string;
  /** A co-op's own wording. */
  messages?: Partial<BillingHistoryMessages>;
  className?: string;
}

/**
 * One bill's PDF shown in the page (a bill link from an e-mail: the account and the bill date),
 * with a link to download it and one to the account's history. The bill is looked up in the
 * account's bills; a date that is not one of them, or a bill without a statement, shows 'The
 * billing statement is not available.' / 'Please check back soon.' (doc 2 §2.1); a failed PDF call
 * shows 'Bill History File not found.' (doc 2 §8).
 */
export function BillView({
  accountNumber,
  billDate,
  historyHref,
  messages,
  className,
}: BillViewProps) {
  const text: BillingHistoryMessages = {
    ...useCatalogue(billingHistoryMessages, billingHistoryTranslations),
    ...messages,
  };
  const locale = useLocale();
  const day = toIsoDate(billDate);
  const bills = useBillingHistory(day ? { params: { accountNumber } } : skipToken);
  const bill = bills.data ? billingHistory.findBill(bills.data, day) : undefined;
  // One PDF call per visit: the timestamp (doc 2 §7) is the page's.
  const [timestamp] = useState(Date.now);
  const pdf = useBillPdf(
    bill?.billViewUrl && billingHistory.hasStatement(bill)
      ? {
          params: { accountNumber },
          query: { billDate: bill.billDate, billViewUrl: bill.billViewUrl, timestamp },
        }
      : skipToken,
    { staleTime: Infinity },
  );
  const decoded = useMemo(
    () => decodePdfBase64(pdf.data?.billViewUrlFileBytes),
    [pdf.data?.billViewUrlFileBytes],
  );
  const url = useObjectUrl(decoded.ok ? decoded.blob : null);

  const notAvailable = (
    <BillNotAvailable historyHref={historyHref} messages={messages} className={className} />
  );
  const frame = (content: ReactNode, busy = false) => (
    <div className={cx(styles.root, className)} aria-busy={busy || undefined}>
      {content}
    </div>
  );

  if (!day) return notAvailable;
  if (bills.isError) {
    return frame(<ReadFailure reads={[bills]} retryLabel={text.retry} className={styles.status} />);
  }
  if (!bills.data) return frame(<Spinner label={text.loadingBillPage} showLabel size="sm" />, true);
  if (!bill || !billingHistory.hasStatement(bill)) return notAvailable;
  if (pdf.error) {
    return frame(
      <>
        <Alert tone="error">{text.billFileNotFound}</Alert>
        <Link href={historyHref} variant="standalone" className={styles.viewMore}>
          {text.viewHistory}
        </Link>
      </>,
    );
  }
  if (!pdf.data) return frame(<Spinner label={text.loadingBillPage} showLabel size="sm" />, true);
  if (!decoded.ok) {
    return decoded.reason === 'empty'
      ? notAvailable
      : frame(<Alert tone="error">{text.billFileNotFound}</Alert>);
  }

  const title = text.billTitle(formatDate(bill.billDate, locale) ?? bill.billDate);
  const fileName =
    pdf.data.fileName?.trim() || text.billFileName(accountNumber, bill.billDate.slice(0, 10));
  return frame(
    <>
      <div className={styles.billLinks}>
        {url ? (
          <a href={url} download={fileName} className={styles.download}>
            <DownloadIcon className={styles.downloadIcon} />
            {text.downloadBill(fileName)}
          </a>
        ) : null}
        <Link href={historyHref} variant="standalone">
          {text.viewHistory}
        </Link>
      </div>
      {url ? <iframe src={url} title={title} className={styles.document} /> : null}
    </>,
  );
}
