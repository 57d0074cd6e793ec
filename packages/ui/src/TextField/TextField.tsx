import type { ClipboardEvent, ReactNode, Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../classNames';
import { FieldDescription, FieldError, FieldLabel, useControlledValue } from '../Field';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange'
> {
  /** The visible label, naming the field as the spec does. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * The error shown while the field is invalid: a message from `@coop-portal/validation` (set
   * `isInvalid` with it) or a function of react-aria's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /**
   * Key-entry filter: every change (typing, pasting, dropping) goes through it and the field keeps
   * what it returns, e.g. `keepDigits` for an account number.
   */
  inputFilter?: (value: string) => string;
  /** Allow pasting into the field (default true). The specs block it for some amounts and passwords. */
  allowPaste?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled text field on react-aria-components: label, help text and error are tied to the input,
 * so assistive technology reads them together. Validation comes from outside (`isInvalid` +
 * `errorMessage`), from a surrounding `Form`'s `validationErrors`, or from `validate`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  inputFilter,
  allowPaste = true,
  placeholder,
  inputRef,
  className,
  isRequired,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  const [current, setCurrent] = useControlledValue(value, defaultValue, onChange);
  const blockPaste = allowPaste ? undefined : (event: ClipboardEvent) => event.preventDefault();
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      value={current}
      onChange={(next) => setCurrent(inputFilter ? inputFilter(next) : next)}
      className={cx(styles.root, className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input
        ref={inputRef}
        className={styles.input}
        placeholder={placeholder}
        onPaste={blockPaste}
        onDrop={blockPaste ? (event) => event.preventDefault() : undefined}
      />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
