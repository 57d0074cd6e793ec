import {
  useEffect,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type Ref,
} from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import { useInputRef } from '../internal/useInputRef';
import { FieldDescription, FieldError, FieldLabel, type LabelledTextFieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './MaskedPhoneField.css';
import { caretAfterDigits, digitsIn } from './maskCaret';

const unchanged = (digits: string) => digits;

export interface MaskedPhoneFieldProps extends Omit<
  LabelledTextFieldProps,
  'type' | 'maxLength' | 'value'
> {
  /** The number, masked or as digits: with the US mask, '9874561230' is shown as '(987) 456-1230'. */
  value?: string;
  /** Called with the masked text, '(987) 456-1230', and its digits, '9874561230'. */
  onChange?: (value: string, digits: string) => void;
  /**
   * The mask: the text shown for the digits entered so far, growing as they come, e.g.
   * `@coop-portal/validation`'s `formatUsPhone` ('9874' → '(987) 4', '9874561230' →
   * '(987) 456-1230'). A digit it leaves out (past the tenth, for the US mask) cannot be typed.
   * Default: the digits as they are, no mask.
   */
  format?: (digits: string) => string;
  /**
   * The digits of a whole number that arrives at once (pasted, dropped, autofilled), before the
   * mask, e.g. `@coop-portal/validation`'s `withoutUsCountryCode` ('19874561230' → '9874561230').
   * Default: the digits unchanged.
   */
  normalizePasted?: (digits: string) => string;
  /** Browser autofill (default 'tel-national': the number without the country code). */
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function isFocused(element: HTMLElement) {
  const root = element.getRootNode() as Document | ShadowRoot;
  return root.activeElement === element;
}

/**
 * A phone number field on react-aria-components that shows its digits through the mask `format`
 * gives, applied while typing, pasting and autofilling (the widgets pass validation's US mask,
 * (999) 999-9999). Only digits can be typed (the mask adds the rest), and none the mask would
 * leave out; Backspace or Delete next to a mask character removes the digit beyond it, and the
 * caret stays by the digit it was at. A pasted number goes through `normalizePasted` first, so
 * with validation's rules a pasted '+1 987-456-1230' becomes '(987) 456-1230'.
 */
export function MaskedPhoneField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  format = unchanged,
  normalizePasted = unchanged,
  autoComplete = 'tel-national',
  placeholder,
  inputRef,
  className,
  isRequired,
  validationBehavior = 'aria',
  ...props
}: MaskedPhoneFieldProps) {
  const [current, setCurrent] = useControlledState(
    value === undefined ? undefined : format(digitsIn(value)),
    format(digitsIn(defaultValue ?? '')),
    onChange ? (masked: string) => onChange(masked, digitsIn(masked)) : undefined,
  );
  // Where the caret goes after the next render; a new object each time, so it is always applied.
  const [caret, setCaret] = useState<{ position: number } | null>(null);
  const [ownInput, setInput] = useInputRef(inputRef);

  useLayoutEffect(() => {
    const input = ownInput.current;
    if (caret && input && isFocused(input)) input.setSelectionRange(caret.position, caret.position);
  }, [caret, ownInput]);

  const commit = (digits: string, digitsBeforeCaret: number) => {
    const masked = format(digits);
    setCaret({ position: caretAfterDigits(masked, digitsBeforeCaret) });
    if (masked !== current) setCurrent(masked);
  };

  // Typed characters: digits only, and none the mask would leave out, so the caret never jumps.
  useEffect(() => {
    const input = ownInput.current;
    if (!input) return;
    const refuse = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || event.data === null) return;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const next =
        digitsIn(input.value.slice(0, start)) + event.data + digitsIn(input.value.slice(end));
      if (/\D/.test(event.data) || digitsIn(format(next)) !== next) event.preventDefault();
    };
    input.addEventListener('beforeinput', refuse);
    return () => input.removeEventListener('beforeinput', refuse);
  }, [format, ownInput]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const caretAt = input.selectionStart ?? raw.length;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    let digits = digitsIn(raw);
    let before = digitsIn(raw.slice(0, caretAt)).length;
    if (digits === digitsIn(current) && raw.length < current.length) {
      // Only a mask character was deleted: delete the digit beyond it instead.
      if (inputType === 'deleteContentForward') {
        digits = digits.slice(0, before) + digits.slice(before + 1);
      } else if (before > 0) {
        digits = digits.slice(0, before - 1) + digits.slice(before);
        before -= 1;
      }
    } else if (inputType !== 'insertText') {
      // Autofill, drop or undo can bring a whole number, e.g. with its country code.
      const trimmed = normalizePasted(digits);
      if (trimmed !== digits) {
        before = Math.max(0, before - (digits.length - trimmed.length));
        digits = trimmed;
      }
    }
    commit(digits, before);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    if (input.readOnly || input.disabled) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const head = digitsIn(input.value.slice(0, start));
    const pasted = normalizePasted(digitsIn(event.clipboardData.getData('text')));
    const tail = digitsIn(input.value.slice(end));
    commit(head + pasted + tail, head.length + pasted.length);
  };

  return (
    <AriaTextField
      {...props}
      type="tel"
      autoComplete={autoComplete}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      value={current}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input
        ref={setInput}
        className={cx(fieldStyles.input, styles.input)}
        placeholder={placeholder}
        onChange={handleChange}
        onPaste={handlePaste}
      />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
