import { useCapitalCreditPdf } from '@coop-portal/api-client/react';
import { PdfDialog } from '@coop-portal/ui';
import { useEffect } from 'react';
import type { AccountOverviewWidgetMessages } from './messages';

export interface CapitalCreditDialogProps {
  accountNumber: string;
  /** The statement's address (viewccPdfUrl) and the link's text, the dialog's title. */
  viewccPdfUrl: string;
  title: string;
  /** When the statement was asked for: a fresh read each time (doc 2 §7's timestamp). */
  timestamp: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The statement could not be read: the overview closes the dialog and shows the banner. */
  onFailed: () => void;
  text: AccountOverviewWidgetMessages;
}

/**
 * The capital credit statement (doc 2 §2.1, §7): getCapitalCreditPdf's bytes in the kit's
 * PdfDialog (94% × 90%). Loaded on demand with its call; a failure hands over to the overview's
 * 'Capital Credit File not found.' banner.
 */
export function CapitalCreditDialog({
  accountNumber,
  viewccPdfUrl,
  title,
  timestamp,
  isOpen,
  onOpenChange,
  onFailed,
  text,
}: CapitalCreditDialogProps) {
  const pdf = useCapitalCreditPdf(
    { params: { accountNumber }, query: { viewccPdfUrl, timestamp } },
    { staleTime: 0, gcTime: 0 },
  );
  const failed = pdf.isError;
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);

  return (
    <PdfDialog
      isOpen={isOpen && !failed}
      onOpenChange={onOpenChange}
      title={title}
      fileName={pdf.data?.fileName ?? text.capitalCreditFileName}
      base64={pdf.data?.ccViewUrlFileBytes}
      isLoading={pdf.isPending}
      loadingLabel={text.capitalCreditLoading}
      closeLabel={text.close}
    />
  );
}
