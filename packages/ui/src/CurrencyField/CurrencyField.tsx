import { useEffect, useId, type ClipboardEvent, type Ref } from 'react';
import { Input, TextField as AriaTextField, VisuallyHidden } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import { useInputRef } from '../internal/useInputRef';
import { FieldDescription, FieldError, FieldLabel, type LabelledTextFieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { useKitCatalogue } from '../locale';
import * as styles from './CurrencyField.css';
import { currencyFieldMessages } from './messages';

const unchanged = (value: string) => value;

export interface CurrencyFieldProps extends Omit<
  LabelledTextFieldProps,
  'value' | 'type' | 'inputMode' | 'maxLength'
> {
  /** The amount as typed, without the currency symbol, e.g. '12.50'. */
  value?: string;
  onChange?: (value: string) => void;
  /** The most characters the field holds, the decimal point included (default 13). */
  maxLength?: number;
  /**
   * Key-entry filter: every change (typing, pasting, dropping) goes through it and the field keeps
   * what it returns; a typed character it would drop is refused, so the caret stays where it was.
   * E.g. `@coop-portal/validation`'s `quickPay.filterPaymentAmount` (digits and one decimal point,
   * 2 digits after it, 13 characters: a pasted '$1,234.50' is kept as '1234.50'). Default: none.
   */
  inputFilter?: (value: string) => string;
  /**
   * What the field shows when it loses focus, e.g. `@coop-portal/validation`'s
   * `quickPay.formatPaymentAmountOnBlur` ('12.5' → '12.50', '' stays empty for validation).
   * Default: the text as it is.
   */
  formatOnBlur?: (value: string) => string;
  /** Allow pasting and dropping (default true). */
  allowPaste?: boolean;
  /** The symbol shown before the amount; it is not part of the value (default '$'). */
  currencySymbol?: string;
  /** The currency in words, read once by screen readers instead of the symbol (default 'US dollars'). */
  currencyName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An amount field on react-aria-components: what can be typed is what `inputFilter` keeps, up to
 * `maxLength` characters, and `formatOnBlur` formats the amount when the field loses focus (the
 * widgets pass validation's rules: digits and one decimal point, 2 decimals on blur, '12' →
 * '12.00'). The `$` before it is decoration, not part of the value; screen readers hear the
 * currency once, in words, as part of the field's description. Opens the decimal keypad on phones.
 */
export function CurrencyField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  maxLength = 13,
  inputFilter = unchanged,
  formatOnBlur = unchanged,
  allowPaste = true,
  currencySymbol = '$',
  currencyName: currencyNameProp,
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
  const messages = useKitCatalogue('currencyField', currencyFieldMessages);
  // An empty name, given on purpose, leaves the currency unsaid.
  const currencyName = currencyNameProp ?? messages.currencyName;
  const [current, setCurrent] = useControlledState(value, defaultValue ?? '', onChange);
  const currencyId = useId();
  const [ownInput, setInput] = useInputRef(inputRef);

  // Refuse a typed character that the filter would drop, so the caret stays where it was.
  useEffect(() => {
    const input = ownInput.current;
    if (!input) return;
    const refuse = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || event.data === null) return;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const next = input.value.slice(0, start) + event.data + input.value.slice(end);
      if (inputFilter(next) !== next) event.preventDefault();
    };
    input.addEventListener('beforeinput', refuse);
    return () => input.removeEventListener('beforeinput', refuse);
  }, [inputFilter, ownInput]);

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
      onChange={(next) => setCurrent(inputFilter(next).slice(0, maxLength))}
      onBlur={(event) => {
        if (!isReadOnly) {
          const formatted = formatOnBlur(current);
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
          className={cx(fieldStyles.input, styles.input)}
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
