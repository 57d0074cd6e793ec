import { CloseIcon, cx, Spinner, TickIcon } from '@coop-portal/ui';
import * as styles from './UsernameAvailability.css';

/** Both icons draw a line 9/80 of their size thick: 1.8 of the tick's 16 units, 2.7 of the ×'s 24. */
const tickStroke = 1.8;
const crossStroke = 2.7;

export type AvailabilityStatus = 'checking' | 'available' | 'taken';

/** The words of each state of the check. */
export interface UsernameAvailabilityText {
  checking: string;
  available: string;
  taken: string;
}

export interface UsernameAvailabilityProps {
  text: UsernameAvailabilityText;
  status: AvailabilityStatus | null;
}

/**
 * The username check's result under the field (doc 1 §4.3, doc 2 §4): loading, then a check mark
 * (available) or a cross (taken). Always an icon and words, so it never rests on colour; the
 * field's own error says 'The username has already been registered.'
 */
export function UsernameAvailability({ text, status }: UsernameAvailabilityProps) {
  if (status === 'checking') {
    return (
      <span className={styles.availability} data-availability="checking">
        {/* The words are read from the live region; the spinner only shows. */}
        <span aria-hidden="true">
          <Spinner size="sm" label={text.checking} />
        </span>
        {text.checking}
      </span>
    );
  }
  if (status === 'available') {
    return (
      <span className={cx(styles.availability, styles.available)} data-availability="available">
        <TickIcon className={styles.availabilityIcon} strokeWidth={tickStroke} />
        {text.available}
      </span>
    );
  }
  if (status === 'taken') {
    return (
      <span className={cx(styles.availability, styles.taken)} data-availability="taken">
        <CloseIcon className={styles.availabilityIcon} strokeWidth={crossStroke} />
        {text.taken}
      </span>
    );
  }
  return null;
}
