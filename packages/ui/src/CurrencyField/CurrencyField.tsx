import { useCallback, useEffect, useId, useRef, type ClipboardEvent, type Ref } from 'react';
import { Input, TextField as AriaTextField, VisuallyHidden } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { composeClassName } from '../internal/renderProps';
import { FieldDescription, FieldError, FieldLabel, type LabelledTextFieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { formatAmount, sanitizeAmount } from './amount';
import * as styles from './CurrencyField.css';

export interface CurrencyFieldProps extends Omit<
  LabelledTextFieldProps,
  'value' | 'type' | 'inputMode' | 'maxLength'
> {
  /** The amount as typed, without the currency symbol, e.g. '12.50'. */
  value?: string;
  onChange?: (value: string) => void;
  /** The most characters the field holds, the decimal point included (default 13). */
  maxLength?: number;
  /** Digits after the decimal point, while typing and on blur (default 2). */
  decimals?: number;
  /** Allow pasting and dropping (default true); a pasted '$1,234.50' is kept as '1234.50'. */
  allowPaste?: boolean;
  /** Show '0.00' when the field is left empty (default false: it stays empty for validation). */
  emptyAsZero?: boolean;
  /** The symbol shown before the amount; it is not part of the value (default '$'). */
  currencySymbol?: string;
  /** The currency in words, read once by screen readers instead of the symbol (default 'US dollars'). */
  currencyName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * An amount field on react-aria-components: only digits and one decimal point can be typed, up to
 * `maxLength` characters and `decimals` digits after the point; the amount is shown with exactly
 * `decimals` digits when the field loses focus ('12' → '12.00', '.5' → '0.50'). The `$` before it
 * is decoration, not part of the value; screen readers hear the currency once, in words, as part of
 * the field's description. Opens the decimal keypad on phones.
 */
export function CurrencyField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  maxLength = 13,
  decimals = 2,
  allowPaste = true,
  emptyAsZero = false,
  currencySymbol = '$',
  currencyName = 'US dollars',
  placeholder,
  inputRef,
  className,
  isRequired,
  isReadOnly,
  onBlur,
  validationBehavior = 'aria',
  'aria-describedby': describedBy,
  ...props
}: CurrencyFieldProps) {
  const rules = { decimals, maxLength };
  const [current, setCurrent] = useControlledState(value, defaultValue ?? '', onChange);
  const currencyId = useId();
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      ownInput.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  // Refuse a typed character that the amount rules would drop, so the caret stays where it was.
  useEffect(() => {
    const input = ownInput.current;
    if (!input) return;
    const refuse = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || event.data === null) return;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const next = input.value.slice(0, start) + event.data + input.value.slice(end);
      if (sanitizeAmount(next, { decimals, maxLength }) !== next) event.preventDefault();
    };
    input.addEventListener('beforeinput', refuse);
    return () => input.removeEventListener('beforeinput', refuse);
  }, [decimals, maxLength]);

  const blockPaste = allowPaste ? undefined : (event: ClipboardEvent) => event.preventDefault();
  const describedByIds = [describedBy, currencyName ? currencyId : undefined].filter(Boolean);

  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      validationBehavior={validationBehavior}
      inputMode="decimal"
      maxLength={maxLength}
      aria-describedby={describedByIds.join(' ') || undefined}
      value={current}
      onChange={(next) => setCurrent(sanitizeAmount(next, rules))}
      onBlur={(event) => {
        if (!isReadOnly) {
          const formatted = formatAmount(current, decimals, emptyAsZero);
          if (formatted !== current) setCurrent(formatted);
        }
        onBlur?.(event);
      }}
      className={composeClassName(className, fieldStyles.field, styles.root)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.control}>
        <span className={styles.prefix} aria-hidden="true">
          {currencySymbol}
        </span>
        <Input
          ref={setInput}
          className={[fieldStyles.input, styles.input].join(' ')}
          placeholder={placeholder}
          onPaste={blockPaste}
          onDrop={blockPaste ? (event) => event.preventDefault() : undefined}
        />
      </div>
      {currencyName ? (
        <VisuallyHidden elementType="span" id={currencyId}>
          {currencyName}
        </VisuallyHidden>
      ) : null}
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
