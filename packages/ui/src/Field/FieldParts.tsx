import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
} from 'react-aria-components';
import * as styles from './Field.css';

/** A field's visible label, tied to its control by react-aria. */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <AriaLabel className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

/** Help text under a field, announced with it (`aria-describedby`). */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The field's error message, shown while it is invalid and tied to it (`aria-describedby`), so a
 * screen reader reads it with the field.
 */
export function FieldError({ children }: { children?: AriaFieldErrorProps['children'] }) {
  return <AriaFieldError className={styles.error}>{children}</AriaFieldError>;
}
