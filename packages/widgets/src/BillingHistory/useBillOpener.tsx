import { getBillPdf, isApiError } from '@coop-portal/api-client';
import { useApiClient } from '@coop-portal/api-client/react';
import { useLocale } from '@coop-portal/ui';
import type { billingHistory } from '@coop-portal/validation';
import { formatDate } from '@coop-portal/validation';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { OpenedBill } from './BillDialogs';
import type { BillingHistoryMessages } from './messages';

// The dialogs (the PDF viewer and the not-available message) load with the first bill opened, so
// the overview and the history page do not carry them.
const loadDialogs = () => import('./BillDialogs');
const BillDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.BillDialogs })));

/** The bill opening flow, as a widget uses it. */
export interface BillOpener {
  /** Opens a bill: its PDF, or why it cannot be shown. */
  openBill: (record: billingHistory.HistoryRecord) => Promise<void>;
  /** The bill on its way, if any. */
  opening: billingHistory.HistoryRecord | null;
  /** Why the last bill could not be opened ('Bill History File not found.'). */
  error: string | null;
  /** The bill's dialogs, to be rendered by the widget. */
  dialogs: ReactNode;
}

/**
 * Opening a bill (doc 2 §2.1, §8): a bill without a statement (`billViewUrl` missing) shows 'The
 * billing statement is not available.' / 'Please check back soon.'; otherwise the PDF is asked for
 * (the bill's date and statement address and a timestamp, so no cache answers) and shown in the
 * 94% by 90% dialog; an answer without bytes is a missing statement too; a failed call shows 'Bill
 * History File not found.' (`error`). One bill at a time: a press while a bill is on its way is
 * ignored. `opening` is the bill on its way (its button shows it pending); `dialogs` is to be
 * rendered by the widget.
 */
export function useBillOpener({
  accountNumber,
  text,
}: {
  accountNumber: string;
  text: BillingHistoryMessages;
}): BillOpener {
  const client = useApiClient();
  const locale = useLocale();
  const [bill, setBill] = useState<OpenedBill | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState<billingHistory.HistoryRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Set at the press itself: a second press in the same moment sees it before any re-render.
  const busy = useRef(false);

  const show = (next: OpenedBill) => {
    setBill(next);
    setOpen(true);
  };

  const openBill = async (record: billingHistory.HistoryRecord) => {
    if (busy.current) return;
    busy.current = true;
    setOpening(record);
    setError(null);
    const billDate = record.billDate ?? record.recordDate;
    try {
      const [answer] = await Promise.all([
        record.billViewUrl
          ? client.request(getBillPdf, {
              params: { accountNumber },
              query: { billDate, billViewUrl: record.billViewUrl, timestamp: Date.now() },
            })
          : null,
        loadDialogs(),
      ]);
      if (!answer?.billViewUrlFileBytes) {
        show({ kind: 'notAvailable' });
        return;
      }
      const date = formatDate(billDate, locale) ?? billDate;
      show({
        kind: 'pdf',
        title: text.billTitle(date),
        fileName:
          answer.fileName?.trim() || text.billFileName(accountNumber, billDate.slice(0, 10)),
        base64: answer.billViewUrlFileBytes,
      });
    } catch (failure) {
      // The call failed ('Bill History File not found.'), or the dialogs' code did not load.
      setError(isApiError(failure) ? text.billFileNotFound : text.billOpenFailed);
    } finally {
      busy.current = false;
      setOpening(null);
    }
  };

  const dialogs = bill ? (
    <Suspense fallback={null}>
      <BillDialogs bill={bill} isOpen={isOpen} onOpenChange={setOpen} text={text} />
    </Suspense>
  ) : null;

  return { openBill, opening, error, dialogs };
}
