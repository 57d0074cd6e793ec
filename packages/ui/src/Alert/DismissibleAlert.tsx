import { CloseButtonFrame } from '../Dialog/CloseButton';
import { useKitCatalogue } from '../locale';
import { AlertFrame, type AlertProps } from './Alert';
import { alertMessages } from './messages';

export interface DismissibleAlertProps extends AlertProps {
  /** Called by the close button; the owner stops rendering the alert. */
  onDismiss: () => void;
  /** The close button's accessible name (default 'Dismiss'). */
  dismissLabel?: string;
}

/**
 * An `Alert` with a close button after its message (a 44×44 px ×, named by `dismissLabel`). Kept
 * apart from `Alert` so a page that only shows messages does not load the button's code.
 */
export function DismissibleAlert({ onDismiss, dismissLabel, ...props }: DismissibleAlertProps) {
  const messages = useKitCatalogue('alert', alertMessages);
  return (
    <AlertFrame
      {...props}
      action={<CloseButtonFrame label={dismissLabel ?? messages.dismiss} onPress={onDismiss} />}
    />
  );
}
