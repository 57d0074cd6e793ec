import { AlertDialog } from '@coop-portal/ui';
import type { PaymentConfirmationMessages } from './messages';

export interface CutoffDialogProps {
  text: PaymentConfirmationMessages;
  isOpen: boolean;
  /** The co-op's configured cutoff message. */
  message: string | undefined;
  /** OK (or Escape): the payment confirmation closes. */
  onClose: () => void;
}

/** The cutoff block (doc 1 §4.1): the configured message in a dialog whose OK closes the payment. */
export function CutoffDialog({ text, isOpen, message, onClose }: CutoffDialogProps) {
  return (
    <AlertDialog
      title={text.cutoffTitle}
      isOpen={isOpen}
      confirmLabel={text.cutoffOk}
      cancelLabel={null}
      onConfirm={onClose}
      onCancel={onClose}
    >
      {message}
    </AlertDialog>
  );
}
