import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { cx } from '../classNames';
import { useNativeStates } from '../internal/nativeStates';
import { useKitCatalogue } from '../locale';
import { SpinnerFrame, spinnerMessages } from '../Spinner';
import type { ButtonVariant } from './Button';
import * as styles from './Button.css';

/** A button is pressed with Enter or Space. */
const BUTTON_PRESS_KEYS = ['Enter', ' '] as const;

export interface NativeButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'className' | 'style' | 'children'
> {
  /** Runs on a click, Enter or Space (the native button's `click`), unless disabled or pending. */
  onPress?: () => void;
  /** Not pressable, out of the tab order (the native `disabled`). */
  isDisabled?: boolean;
  /** As Button: a spinner, announced as busy; keeps focus and ignores every press. */
  isPending?: boolean;
  /** The spinner's name, announced while pending (default 'Loading'). */
  loadingLabel?: string;
  /**
   * The kit's button look (as Button's `variant`). Leave it out for a button styled only by its
   * own `className` (e.g. a header's menu button).
   */
  variant?: ButtonVariant;
  fullWidth?: boolean;
  className?: string;
  /** Geometry only (e.g. a maximum width from configuration). */
  style?: ButtonHTMLAttributes<HTMLButtonElement>['style'];
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

/**
 * A native `<button>` (`type="button"` unless told otherwise) — focusable, pressed with Enter and
 * Space, named by its text, by construction — for parts that must stay light, e.g. the controls
 * of a page's first view. It carries the kit's state attributes, so the styles written for
 * react-aria's buttons apply unchanged: `data-hovered` (a mouse over it, not a touch),
 * `data-pressed`, `data-focus-visible` (focus after keyboard use, not after a pointer press),
 * `data-disabled` and `data-pending`. For a button inside react-aria's components (a menu, dialog
 * or popover trigger, a form's slots), use `Button`.
 */
export function NativeButton({
  onPress,
  isDisabled = false,
  isPending = false,
  loadingLabel,
  variant,
  fullWidth = false,
  className,
  type = 'button',
  ref,
  children,
  onClick,
  onKeyDown,
  onKeyUp,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onPointerUp,
  onPointerCancel,
  ...props
}: NativeButtonProps) {
  const { hovered, pressed, focusVisible, handlers } = useNativeStates<HTMLButtonElement>(
    {
      onKeyDown,
      onKeyUp,
      onFocus,
      onBlur,
      onPointerEnter,
      onPointerLeave,
      onPointerDown,
      onPointerUp,
      onPointerCancel,
    },
    BUTTON_PRESS_KEYS,
  );

  // Read as the button mounts, not as it turns busy: a press must never wait for a translation.
  const spinner = useKitCatalogue('spinner', spinnerMessages);
  const spinnerFrame = isPending ? (
    <SpinnerFrame size="sm" label={loadingLabel ?? spinner.label} />
  ) : null;
  const buttonClass = cx(variant ? styles.button({ variant, fullWidth }) : undefined, className);

  return (
    <button
      {...props}
      ref={ref}
      type={type}
      disabled={isDisabled || undefined}
      aria-disabled={isPending || undefined}
      className={buttonClass || undefined}
      data-variant={variant}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      data-hovered={(hovered && !isDisabled) || undefined}
      data-pressed={(pressed && !isDisabled && !isPending) || undefined}
      data-focus-visible={focusVisible || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (isPending) {
          // Busy: the press is ignored, and a submit button does not submit again.
          event.preventDefault();
          return;
        }
        onClick?.(event);
        if (!event.defaultPrevented) onPress?.();
      }}
      {...handlers}
    >
      {variant ? (
        <span className={styles.content}>
          {spinnerFrame}
          {children}
        </span>
      ) : (
        <>
          {spinnerFrame}
          {children}
        </>
      )}
    </button>
  );
}
