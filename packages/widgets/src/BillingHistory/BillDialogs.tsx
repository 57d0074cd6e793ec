import { AlertDialog, PdfDialog } from '@coop-portal/ui';
import type { BillingHistoryMessages } from './messages';

/** A bill the member asked to see: its PDF, or the word that its statement is not available. */
export type OpenedBill =
  { kind: 'pdf'; title: string; fileName: string; base64: string } | { kind: 'notAvailable' };

export interface BillDialogsProps {
  bill: OpenedBill;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  text: BillingHistoryMessages;
}

/**
 * The bill's dialogs (doc 2 §2.1, §9), loaded with the first bill opened: the PDF in the ui kit's
 * PdfDialog, 94% by 90% of the window, or, for a bill whose statement is missing, a 400px dialog
 * 'The billing statement is not available.' / 'Please check back soon.' with OK.
 */
export function BillDialogs({ bill, isOpen, onOpenChange, text }: BillDialogsProps) {
  if (bill.kind === 'notAvailable') {
    return (
      <AlertDialog
        title={text.statementNotAvailable}
        confirmLabel={text.ok}
        cancelLabel={null}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
      >
        {text.checkBackSoon}
      </AlertDialog>
    );
  }
  return (
    <PdfDialog
      title={bill.title}
      fileName={bill.fileName}
      base64={bill.base64}
      width="94%"
      height="90%"
      downloadLabel={text.downloadBill(bill.fileName)}
      emptyMessage={text.statementNotAvailable}
      invalidMessage={text.billFileNotFound}
      closeLabel={text.close}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    />
  );
}
