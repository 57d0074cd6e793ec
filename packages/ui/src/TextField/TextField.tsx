import type { ClipboardEvent, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { composeClassName } from '../internal/renderProps';
import { FieldDescription, FieldError, FieldLabel, type LabelledTextFieldProps } from '../Field';
import * as styles from './TextField.css';

export interface TextFieldProps extends LabelledTextFieldProps {
  onChange?: (value: string) => void;
  /**
   * Key-entry filter: every change (typing, pasting, dropping) goes through it and the field keeps
   * what it returns, e.g. `keepDigits` for an account number.
   */
  inputFilter?: (value: string) => string;
  /** Allow pasting into the field (default true). The specs block it for some amounts and passwords. */
  allowPaste?: boolean;
  inputRef?: Ref<HTMLInputElement>;
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
  const [current, setCurrent] = useControlledState(value, defaultValue ?? '', onChange);
  const blockPaste = allowPaste ? undefined : (event: ClipboardEvent) => event.preventDefault();
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      value={current}
      onChange={(next) => setCurrent(inputFilter ? inputFilter(next) : next)}
      className={composeClassName(className, styles.root)}
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
