import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { composeClassName } from '../internal/renderProps';
import { useKitCatalogue } from '../locale';
import { SpinnerFrame, spinnerMessages } from '../Spinner';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export const buttonVariants = [
  'primary',
  'secondary',
  'danger',
  'quiet',
] as const satisfies readonly ButtonVariant[];

export interface ButtonProps extends AriaButtonProps {
  /** primary (default) for the main action, secondary, danger for destructive, quiet for link-like. */
  variant?: ButtonVariant;
  /**
   * react-aria's pending state: while true the button shows a spinner, announces that it is busy,
   * keeps focus and ignores every press, so an action runs once however often it is pressed.
   */
  isPending?: boolean;
  /** The spinner's name, announced while pending (default 'Loading'). */
  loadingLabel?: string;
  fullWidth?: boolean;
  children?: ReactNode;
}

/**
 * A button on react-aria-components: press, keyboard and focus behaviour come from react-aria.
 * `className` and `style` are react-aria's: a value, or a function of the button's render props
 * (`isPressed`, `isFocusVisible`, `isPending`…); a class is added after the kit's own.
 */
export function Button({
  variant = 'primary',
  isPending = false,
  loadingLabel,
  fullWidth = false,
  className,
  children,
  ...props
}: ButtonProps) {
  // Read as the button mounts, not as it turns busy: a press must never wait for a translation.
  const spinner = useKitCatalogue('spinner', spinnerMessages);
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      data-variant={variant}
      className={composeClassName(className, styles.button({ variant, fullWidth }))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <span className={styles.content}>
          {isPending ? <SpinnerFrame size="sm" label={loadingLabel ?? spinner.label} /> : null}
          {content}
        </span>
      ))}
    </AriaButton>
  );
}
