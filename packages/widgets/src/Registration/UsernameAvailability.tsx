import { Spinner } from '@coop-portal/ui';
import type { RegistrationWizardMessages } from './messages';
import * as styles from './RegistrationWizard.css';

export type AvailabilityStatus = 'checking' | 'available' | 'taken';

export interface UsernameAvailabilityProps {
  text: RegistrationWizardMessages;
  status: AvailabilityStatus | null;
}

/**
 * The username check's result under the field (doc 1 §4.3): loading, then a check mark
 * (available) or a cross (taken). Always an icon and words, so it never rests on colour; the
 * field's own error says 'The username has already been registered.'
 */
export function UsernameAvailability({ text, status }: UsernameAvailabilityProps) {
  if (status === 'checking') {
    return (
      <span className={styles.availability} data-availability="checking">
        {/* The words are read from the live region; the spinner only shows. */}
        <span aria-hidden="true">
          <Spinner size="sm" label={text.usernameChecking} />
        </span>
        {text.usernameChecking}
      </span>
    );
  }
  if (status === 'available') {
    return (
      <span
        className={[styles.availability, styles.available].join(' ')}
        data-availability="available"
      >
        <svg
          className={styles.availabilityIcon}
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 10.5 8 14.5 16 5.5" />
        </svg>
        {text.usernameAvailable}
      </span>
    );
  }
  if (status === 'taken') {
    return (
      <span className={[styles.availability, styles.taken].join(' ')} data-availability="taken">
        <svg
          className={styles.availabilityIcon}
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M5 5l10 10M15 5 5 15" />
        </svg>
        {text.usernameNotAvailable}
      </span>
    );
  }
  return null;
}
