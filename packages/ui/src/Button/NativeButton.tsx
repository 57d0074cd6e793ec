import {
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Spinner } from '../Spinner';
import type { ButtonVariant } from './Button';
import * as styles from './Button.css';

/*
 * How the member last interacted, for `data-focus-visible`: the focus ring shows after keyboard
 * use (and for focus moved by script or a screen reader), not after a pointer press. One pair of
 * capturing listeners per document, added by the first native button that mounts.
 */
let lastInput: 'keyboard' | 'pointer' | null = null;
const tracked = new WeakSet<Document>();

function trackInput(doc: Document) {
  if (tracked.has(doc)) return;
  tracked.add(doc);
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) lastInput = 'keyboard';
    },
    true,
  );
  doc.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
}

export interface NativeButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'className' | 'style' | 'children'
> {
  /** Runs on a click, Enter or Space (the native button's `click`), unless disabled or loading. */
  onPress?: () => void;
  /** Not pressable, out of the tab order (the native `disabled`). */
  isDisabled?: boolean;
  /** As Button: a spinner, announced as busy; keeps focus and ignores every press. */
  isLoading?: boolean;
  /** Announced while loading (default 'Loading'). */
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
  isLoading = false,
  loadingLabel = 'Loading',
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
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);

  useEffect(() => {
    trackInput(document);
  }, []);

  const classes = [variant ? styles.button({ variant, fullWidth }) : undefined, className].filter(
    Boolean,
  );

  return (
    <button
      {...props}
      ref={ref}
      type={type}
      disabled={isDisabled || undefined}
      aria-disabled={isLoading || undefined}
      className={classes.length > 0 ? classes.join(' ') : undefined}
      data-variant={variant}
      data-disabled={isDisabled || undefined}
      data-pending={isLoading || undefined}
      data-hovered={(hovered && !isDisabled) || undefined}
      data-pressed={(pressed && !isDisabled && !isLoading) || undefined}
      data-focus-visible={focusVisible || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (isLoading) {
          // Busy: the press is ignored, and a submit button does not submit again.
          event.preventDefault();
          return;
        }
        onClick?.(event);
        if (!event.defaultPrevented) onPress?.();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.metaKey && !event.ctrlKey && !event.altKey) setFocusVisible(true);
        if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) setPressed(true);
      }}
      onKeyUp={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyUp?.(event);
        if (event.key === 'Enter' || event.key === ' ') setPressed(false);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        setFocusVisible(lastInput !== 'pointer');
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        onBlur?.(event);
        setFocusVisible(false);
        setPressed(false);
      }}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerLeave?.(event);
        setHovered(false);
        setPressed(false);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.button === 0) setPressed(true);
      }}
      onPointerUp={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerUp?.(event);
        setPressed(false);
      }}
      onPointerCancel={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerCancel?.(event);
        setPressed(false);
      }}
    >
      {variant ? (
        <span className={styles.content}>
          {isLoading ? <Spinner size="sm" label={loadingLabel} /> : null}
          {children}
        </span>
      ) : (
        <>
          {isLoading ? <Spinner size="sm" label={loadingLabel} /> : null}
          {children}
        </>
      )}
    </button>
  );
}
