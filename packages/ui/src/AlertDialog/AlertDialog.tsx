import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, type DialogProps, type DialogSize } from '../Dialog/Dialog';
import { useOverlayState, type OverlayStateProps } from '../Dialog/useOverlayState';
import { useKitCatalogue } from '../locale';
import * as styles from './AlertDialog.css';
import { alertDialogMessages } from './messages';

export type AlertDialogVariant = 'default' | 'destructive';
export const alertDialogVariants = [
  'default',
  'destructive',
] as const satisfies readonly AlertDialogVariant[];

export interface AlertDialogProps extends OverlayStateProps {
  /** The visible title that names the dialog. */
  title: ReactNode;
  /** The question or message; it describes the dialog (`aria-describedby`). */
  children?: ReactNode;
  /** The confirming button's label, e.g. 'Yes' or 'Continue' (default 'OK'). */
  confirmLabel?: string;
  /** The cancelling button's label, e.g. 'No' or 'Cancel' (default 'Cancel'); null for one button. */
  cancelLabel?: string | null;
  /** 'cancel-first' (No / Yes, the default) or 'confirm-first' (Continue / Cancel). */
  buttonOrder?: 'cancel-first' | 'confirm-first';
  /** 'destructive' shows the confirming button in the danger style. */
  variant?: AlertDialogVariant;
  /** Which button has focus when it opens (default: the safe one, cancel, when there is one). */
  autoFocusButton?: 'cancel' | 'confirm';
  /** Called when the confirming button is pressed; the dialog then closes. */
  onConfirm?: () => void;
  /** Called when the cancelling button or Escape closes the dialog. */
  onCancel?: () => void;
  /** Shows the confirming button pending (its `isPending`): busy, ignoring further presses. */
  isConfirmPending?: boolean;
  /** Announced while `isConfirmPending` (default 'Loading'). */
  loadingLabel?: string;
  /** Whether Escape cancels (default true). */
  isDismissable?: boolean;
  /** sm 400px (default), md 600px, lg 900px. Never full-screen. */
  size?: DialogSize;
  width?: string;
  /** The dialog box's class, as `Dialog`'s: a string or a function of its render props. */
  className?: DialogProps['className'];
  style?: DialogProps['style'];
}

/**
 * A confirmation (`role="alertdialog"`) with two labelled choices in a chosen order — 'No' / 'Yes'
 * for 'Are you sure you want to quit making payment ?', 'Continue' / 'Cancel' for a recent-payment
 * prompt — or one acknowledging button. Focus starts on the safe choice; Escape cancels. Works
 * controlled (`isOpen`/`onOpenChange`) or inside a `DialogTrigger`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  buttonOrder = 'cancel-first',
  variant = 'default',
  autoFocusButton,
  onConfirm,
  onCancel,
  isConfirmPending = false,
  loadingLabel,
  isDismissable = true,
  size = 'sm',
  width,
  className,
  style,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  const state = useOverlayState({ isOpen, defaultOpen, onOpenChange });
  const messages = useKitCatalogue('alertDialog', alertDialogMessages);
  const messageId = useId();
  // null asks for one button; only a label left out takes the default.
  const cancelText = cancelLabel === undefined ? messages.cancel : cancelLabel;
  const hasCancel = cancelText !== null;
  const focus = autoFocusButton ?? (hasCancel ? 'cancel' : 'confirm');
  const confirm = () => {
    onConfirm?.();
    state.setOpen(false);
  };
  const cancel = () => {
    onCancel?.();
    state.setOpen(false);
  };

  /* eslint-disable jsx-a11y/no-autofocus -- WAI-ARIA APG: an alert dialog puts initial focus on its
     least destructive choice. */
  const confirmButton = (
    <Button
      key="confirm"
      variant={variant === 'destructive' ? 'danger' : 'primary'}
      onPress={confirm}
      isPending={isConfirmPending}
      loadingLabel={loadingLabel}
      autoFocus={focus === 'confirm'}
    >
      {confirmLabel ?? messages.confirm}
    </Button>
  );
  const cancelButton = hasCancel ? (
    <Button key="cancel" variant="secondary" onPress={cancel} autoFocus={focus === 'cancel'}>
      {cancelText}
    </Button>
  ) : null;
  /* eslint-enable jsx-a11y/no-autofocus */

  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={state.isOpen}
      // Only Escape reaches this: the buttons close through `state` directly.
      onOpenChange={(open) => (open ? state.setOpen(true) : cancel())}
      isDismissable={isDismissable}
      showCloseButton={false}
      fullScreenOnMobile={false}
      size={size}
      width={width}
      className={className}
      style={style}
      aria-describedby={children ? messageId : undefined}
      footer={
        buttonOrder === 'cancel-first'
          ? [cancelButton, confirmButton]
          : [confirmButton, cancelButton]
      }
    >
      {children ? (
        <div id={messageId} className={styles.message}>
          {children}
        </div>
      ) : undefined}
    </Dialog>
  );
}
