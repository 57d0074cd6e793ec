import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type Ref,
} from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { composeClassName } from '../internal/renderProps';
import { FieldDescription, FieldError, FieldLabel, type LabelledTextFieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './MaskedPhoneField.css';
import {
  caretAfterDigits,
  formatPhone,
  phoneDigits,
  phoneDigitsMax,
  withoutCountryCode,
} from './phoneMask';

export interface MaskedPhoneFieldProps extends Omit<
  LabelledTextFieldProps,
  'type' | 'maxLength' | 'value'
> {
  /** The number, masked or as digits: '9874561230' is shown as '(987) 456-1230'. */
  value?: string;
  /** Called with the masked text, '(987) 456-1230', and its digits, '9874561230'. */
  onChange?: (value: string, digits: string) => void;
  /** Browser autofill (default 'tel-national': the number without the country code). */
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function isFocused(element: HTMLElement) {
  const root = element.getRootNode() as Document | ShadowRoot;
  return root.activeElement === element;
}

/**
 * A US phone number field on react-aria-components with the mask (999) 999-9999, applied while
 * typing, pasting and autofilling; at most 10 digits. Only digits can be typed (the mask adds the
 * rest); Backspace or Delete next to a mask character removes the digit beyond it, and the caret
 * stays by the digit it was at. A pasted '+1 987-456-1230' becomes '(987) 456-1230'.
 */
export function MaskedPhoneField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  autoComplete = 'tel-national',
  placeholder,
  inputRef,
  className,
  isRequired,
  validationBehavior = 'aria',
  ...props
}: MaskedPhoneFieldProps) {
  const [current, setCurrent] = useControlledState(
    value === undefined ? undefined : formatPhone(value),
    formatPhone(defaultValue ?? ''),
    onChange ? (masked: string) => onChange(masked, phoneDigits(masked)) : undefined,
  );
  // Where the caret goes after the next render; a new object each time, so it is always applied.
  const [caret, setCaret] = useState<{ position: number } | null>(null);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      ownInput.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  useLayoutEffect(() => {
    const input = ownInput.current;
    if (caret && input && isFocused(input)) input.setSelectionRange(caret.position, caret.position);
  }, [caret]);

  const commit = (digits: string, digitsBeforeCaret: number) => {
    const masked = formatPhone(digits);
    setCaret({ position: caretAfterDigits(masked, Math.min(digitsBeforeCaret, phoneDigitsMax)) });
    if (masked !== current) setCurrent(masked);
  };

  // Typed characters: digits only, and none past the tenth, so the caret never jumps.
  useEffect(() => {
    const input = ownInput.current;
    if (!input) return;
    const refuse = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || event.data === null) return;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const kept = phoneDigits(input.value.slice(0, start) + input.value.slice(end)).length;
      if (/\D/.test(event.data) || kept + event.data.length > phoneDigitsMax)
        event.preventDefault();
    };
    input.addEventListener('beforeinput', refuse);
    return () => input.removeEventListener('beforeinput', refuse);
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const caretAt = input.selectionStart ?? raw.length;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    let digits = phoneDigits(raw);
    let before = phoneDigits(raw.slice(0, caretAt)).length;
    if (digits === phoneDigits(current) && raw.length < current.length) {
      // Only a mask character was deleted: delete the digit beyond it instead.
      if (inputType === 'deleteContentForward') {
        digits = digits.slice(0, before) + digits.slice(before + 1);
      } else if (before > 0) {
        digits = digits.slice(0, before - 1) + digits.slice(before);
        before -= 1;
      }
    } else if (inputType !== 'insertText') {
      // Autofill, drop or undo can bring a whole number, country code included.
      const trimmed = withoutCountryCode(digits);
      if (trimmed !== digits) {
        digits = trimmed;
        before = Math.max(0, before - 1);
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
    const head = phoneDigits(input.value.slice(0, start));
    const pasted = withoutCountryCode(phoneDigits(event.clipboardData.getData('text')));
    const tail = phoneDigits(input.value.slice(end));
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
        className={[fieldStyles.input, styles.input].join(' ')}
        placeholder={placeholder}
        onChange={handleChange}
        onPaste={handlePaste}
      />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
