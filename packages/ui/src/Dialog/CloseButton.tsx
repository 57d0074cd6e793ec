import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { composeClassName } from '../internal/renderProps';
import { CloseIcon } from '../icons';
import * as styles from './CloseButton.css';

export interface CloseButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** The accessible name (default 'Close'); the button shows only an × icon. */
  label?: string;
}

/**
 * A 44×44 px icon button with an × and an accessible name, for dialogs, alerts, banners and
 * toasts. It takes the text colour of the surface it sits on.
 */
export function CloseButton({ label = 'Close', className, ...props }: CloseButtonProps) {
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
