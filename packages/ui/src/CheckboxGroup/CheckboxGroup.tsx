import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { choiceOptions } from '../internal/choiceRow.css';
import { composeClassName } from '../internal/renderProps';

export type CheckboxGroupOrientation = 'vertical' | 'horizontal';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  /** The visible label of the group, naming it for assistive technology. */
  label: ReactNode;
  /** Help text under the options, announced with the group. */
  description?: ReactNode;
  /**
   * The error shown while the group is invalid (set `isInvalid` with it, or `isRequired`), tied to
   * the group.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The options in a column (default) or in a row that wraps (a column again under 600px). */
  orientation?: CheckboxGroupOrientation;
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
}

/**
 * A labelled group of checkboxes on react-aria-components; its value is the list of ticked
 * `Checkbox` values. The label, help text and error belong to the group as a whole.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  isRequired,
  validationBehavior = 'aria',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      data-orientation={orientation}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className={choiceOptions({ orientation })}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
