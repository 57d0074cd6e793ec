import { Button, InfoIcon, TextField, Tooltip } from '@coop-portal/ui';
import { useId } from 'react';
import {
  UsernameAvailability,
  type AvailabilityStatus,
  type UsernameAvailabilityText,
} from './UsernameAvailability';
import * as styles from './UsernameAvailability.css';

export interface UsernameFieldProps {
  /** The form name of the field (its errors come from the form by this name). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The availability check runs on blur. */
  onBlur: () => void;
  maxLength: number;
  /** The check's result for the username in the field. */
  status: AvailabilityStatus | null;
  text: UsernameAvailabilityText;
  /** The username rule, under the field. */
  description?: string;
  /** The username rule behind an info button beside the field instead (My Profile). */
  info?: { content: string; buttonLabel: string };
}

/**
 * The username field of registration and My Profile (doc 1 §4.3, doc 2 §4): required, with the
 * availability check's result under it — a check mark or a cross and words, in a live region the
 * field names as its description.
 */
export function UsernameField({
  name,
  label,
  value,
  onChange,
  onBlur,
  maxLength,
  status,
  text,
  description,
  info,
}: UsernameFieldProps) {
  const availabilityId = useId();
  const field = (
    <TextField
      name={name}
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      maxLength={maxLength}
      autoComplete="username"
      aria-describedby={availabilityId}
      className={info ? styles.grow : undefined}
      isRequired
    />
  );
  return (
    <div className={styles.usernameField}>
      {info ? (
        <div className={styles.withInfo}>
          {field}
          <Tooltip content={info.content}>
            <Button variant="quiet" aria-label={info.buttonLabel} className={styles.info}>
              <InfoIcon className={styles.availabilityIcon} />
            </Button>
          </Tooltip>
        </div>
      ) : (
        field
      )}
      <div id={availabilityId} role="status">
        <UsernameAvailability text={text} status={status} />
      </div>
    </div>
  );
}
