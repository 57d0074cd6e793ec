import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export const spinnerSizes = ['sm', 'md', 'lg'] as const satisfies readonly SpinnerSize[];

export interface SpinnerProps {
  /** What is loading, for screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  className,
}: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span className={styles.ring({ size })} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{label}</span> : null}
    </ProgressBar>
  );
}
