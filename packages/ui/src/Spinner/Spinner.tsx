import type { CSSProperties } from 'react';
import { cx } from '../classNames';
import { useKitCatalogue } from '../locale';
import { spinnerMessages } from './messages';
import * as styles from './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export const spinnerSizes = ['sm', 'md', 'lg'] as const satisfies readonly SpinnerSize[];

export interface SpinnerProps {
  /** What is loading, for screen readers (and shown when `showLabel`); default 'Loading'. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * An indeterminate progress indicator with an accessible name: a `role="progressbar"` element
 * without `aria-valuenow` (nothing to count, so nothing to format), its ring hidden from screen
 * readers. A span, so it also fits inside a button.
 */
export function Spinner({ label, ...props }: SpinnerProps) {
  const messages = useKitCatalogue('spinner', spinnerMessages);
  return <SpinnerFrame {...props} label={label ?? messages.label} />;
}

/**
 * The spinner with its name given, for the kit's components that show one: they read their
 * wording as they mount, so a spinner that appears later (a button turning busy) never waits for
 * a translation to load.
 */
export function SpinnerFrame({
  label,
  showLabel = false,
  size = 'md',
  className,
  style,
}: SpinnerProps & { label: string }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={cx(styles.root, className)}
      style={style}
    >
      <span className={styles.ring({ size })} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}
