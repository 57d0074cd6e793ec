import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { composeClassName } from '../internal/renderProps';
import { CloseIcon } from '../icons';
import { useKitCatalogue } from '../locale';
import * as styles from './CloseButton.css';
import { dialogMessages } from './messages';

export interface CloseButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** The accessible name (default 'Close'); the button shows only an × icon. */
  label?: string;
}

/**
 * A 44×44 px icon button with an × and an accessible name, for dialogs, alerts, banners and
 * toasts. It takes the text colour of the surface it sits on.
 */
export function CloseButton({ label, ...props }: CloseButtonProps) {
  const messages = useKitCatalogue('dialog', dialogMessages);
  return <CloseButtonFrame {...props} label={label ?? messages.close} />;
}

/**
 * The close button with its name given, for the kit's components that show one: they read their
 * wording as they mount, so a close button that appears later (in a toast) never waits for a
 * translation to load.
 */
export function CloseButtonFrame({
  label,
  className,
  ...props
}: CloseButtonProps & { label: string }) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={composeClassName(className, styles.closeButton)}
    >
      <CloseIcon className={styles.icon} />
    </AriaButton>
  );
}
