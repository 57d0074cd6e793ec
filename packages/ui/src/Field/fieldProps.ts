import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';

/**
 * What every labelled text field of the kit takes (TextField, TextArea, PasswordField,
 * CurrencyField, MaskedPhoneField): react-aria's text-field props (name, isRequired, isDisabled,
 * isReadOnly, isInvalid, validate, autoFocus…), a visible label, help text, an error message, and
 * the value as a string. `className` and `style` are react-aria's (a value or a function of the
 * field's render props) and apply to the field's outer element, after the kit's own class. Each field
 * adds its own `onChange`, `inputRef` and options.
 */
export interface LabelledTextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'value' | 'defaultValue' | 'onChange'
> {
  /** The visible label, naming the field as the spec does (e.g. 'Payment Amount'). */
  label: ReactNode;
  /** Help text under the field (e.g. the expected format or the rules). */
  description?: ReactNode;
  /**
   * The error shown while the field is invalid: a message from `@coop-portal/validation` (set
   * `isInvalid` with it, or use a `Form`) or a function of react-aria's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  value?: string;
  defaultValue?: string;
  placeholder?: string;
}
