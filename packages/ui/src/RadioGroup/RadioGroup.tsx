import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { choiceField, choiceLabel, choiceOptions, choiceRow } from '../internal/choiceRow.css';
import { composeClassName } from '../internal/renderProps';
import * as styles from './RadioGroup.css';

export type RadioGroupOrientation = 'vertical' | 'horizontal';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'orientation'> {
  /** The visible label of the group, naming it for assistive technology. */
  label: ReactNode;
  /** Help text for the whole group, announced with it. */
  description?: ReactNode;
  /**
   * The error shown while the group is invalid (set `isInvalid` with it, or `isRequired`), tied to
   * the group.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * The options in a column (default) or in a row that wraps (a column again under 600px). Arrow
   * keys move the choice either way.
   */
  orientation?: RadioGroupOrientation;
  /** `Radio` elements. */
  children: ReactNode;
}

/**
 * A labelled set of `Radio` options on react-aria-components, exactly one of which is chosen. Tab
 * enters the group at the chosen option; arrow keys move the choice; disabled options are skipped.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  isRequired,
  validationBehavior = 'aria',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className={choiceOptions({ orientation })}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The value the group takes when this option is chosen. */
  value: string;
  /** The option's visible label. */
  children: ReactNode;
  /**
   * Help text for this option, announced with it — e.g. why it is disabled
   * ('ECheck Payment Restricted.').
   */
  description?: ReactNode;
}

/** One option of a `RadioGroup`: a native radio button with its label and optional help text. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={composeClassName(className, choiceField)}>
      <RadioButton className={choiceRow({ align: 'firstLine' })}>
        <span className={styles.circle} aria-hidden="true" />
        <span className={choiceLabel}>{children}</span>
      </RadioButton>
      {description ? (
        <div className={styles.help}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
    </RadioField>
  );
}
