import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError } from '../Field';
import { DashIcon, TickIcon } from '../icons';
import { choiceField, choiceLabel, choiceRow } from '../internal/choiceRow.css';
import { composeClassName } from '../internal/renderProps';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The visible label, beside the box; clicking it toggles the checkbox. */
  children: ReactNode;
  /** Help text under the label, announced with the checkbox. */
  description?: ReactNode;
  /**
   * The error shown while the checkbox is invalid (set `isInvalid` with it, or `isRequired`), tied to
   * it so a screen reader reads it. Inside a `CheckboxGroup` the group shows the error instead.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A checkbox with a visible label on react-aria-components: a native checkbox underneath, so Space
 * toggles it and assistive technology announces checked, not checked or mixed (`isIndeterminate`,
 * e.g. a "select all" over some ticked rows). Use it alone or inside a `CheckboxGroup` with a
 * `value`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  validationBehavior = 'aria',
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      validationBehavior={validationBehavior}
      className={composeClassName(className, choiceField)}
    >
      <CheckboxButton className={choiceRow({ align: 'firstLine' })}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <DashIcon className={styles.icon} strokeWidth={2.5} />
              ) : isSelected ? (
                <TickIcon className={styles.icon} strokeWidth={2.5} />
              ) : null}
            </span>
            <span className={choiceLabel}>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description !== undefined || errorMessage !== undefined ? (
        <div className={styles.help}>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FieldError>{errorMessage}</FieldError>
        </div>
      ) : null}
    </CheckboxField>
  );
}
