import type { CSSProperties, ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
} from 'react-aria-components';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import * as styles from './Field.css';

/** A field's visible label, tied to its control by react-aria. */
export function FieldLabel({
  children,
  isRequired,
  className,
  style,
}: {
  children: ReactNode;
  isRequired?: boolean;
  /** Added after the kit's own class. */
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <AriaLabel className={cx(styles.label, className)} style={style}>
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
export function FieldDescription({
  children,
  className,
  style,
}: {
  children: ReactNode;
  /** Added after the kit's own class. */
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Text slot="description" className={cx(styles.description, className)} style={style}>
      {children}
    </Text>
  );
}

/**
 * The field's error message, shown while it is invalid and tied to it (`aria-describedby`), so a
 * screen reader reads it with the field.
 */
export function FieldError({
  children,
  className,
  style,
}: Pick<AriaFieldErrorProps, 'children' | 'className' | 'style'>) {
  return (
    <AriaFieldError className={composeClassName(className, styles.error)} style={style}>
      {children}
    </AriaFieldError>
  );
}
