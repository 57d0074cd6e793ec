import { AlertDialog } from '@coop-portal/ui';
import type { PaymentConfirmationMessages } from './messages';

export interface CutoffDialogProps {
  text: Pick<PaymentConfirmationMessages, 'cutoffTitle' | 'cutoffOk'>;
  isOpen: boolean;
  /** The co-op's configured cutoff message. */
  message: string | undefined;
  /** OK (or Escape). */
  onClose: () => void;
}

/**
 * The cutoff block (doc 1 §4.1): the configured message in a dialog whose OK closes the payment
 * (the payment confirmation, or the block's dialog on a payment page).
 */
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
