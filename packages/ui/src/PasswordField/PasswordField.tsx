import { useEffect, useId, useState, type ClipboardEvent, type Ref } from 'react';
import {
  Input,
  Label,
  Meter,
  TextField as AriaTextField,
  VisuallyHidden,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import { useInputRef } from '../internal/useInputRef';
import { Button } from '../Button';
import { FieldDescription, FieldError, FieldLabel, type LabelledTextFieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { useKitCatalogue } from '../locale';
import { passwordFieldMessages, type PasswordFieldMessages } from './messages';
import { passwordStrengthMax, ratePassword, type PasswordStrengthFn } from './passwordStrength';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<LabelledTextFieldProps, 'type'> {
  onChange?: (value: string) => void;
  /**
   * Browser autofill: 'current-password' (default) to sign in, 'new-password' to set one (the
   * browser may then offer to generate a password).
   */
  autoComplete?: string;
  /** Allow pasting and dropping text into the field (default true); the specs tie it to a site setting. */
  allowPaste?: boolean;
  /** Show a strength meter under the field (for a new password). */
  showStrength?: boolean;
  /**
   * Rates the password for the meter. By default `defaultPasswordStrength`'s rating, in the words
   * of `messages` (so in the field's language).
   */
  strength?: PasswordStrengthFn;
  /** Wording of the toggle, its announcements and the meter. */
  messages?: Partial<PasswordFieldMessages>;
  inputRef?: Ref<HTMLInputElement>;
}

const whitespace = /\s/g;

/**
 * A password field on react-aria-components with a show/hide toggle (a real button named 'Show
 * password' / 'Hide password'; the change is announced), an optional strength meter (text and bar,
 * never colour alone), paste allowed or blocked by a prop, and spaces blocked as they are typed or
 * pasted. The password is hidden again when its form is submitted, so the browser does not keep it.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  autoComplete = 'current-password',
  allowPaste = true,
  showStrength = false,
  strength,
  messages: messageOverrides,
  placeholder,
  inputRef,
  className,
  isRequired,
  isDisabled,
  validationBehavior = 'aria',
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const messages = {
    ...useKitCatalogue('passwordField', passwordFieldMessages),
    ...messageOverrides,
  };
  const [current, setCurrent] = useControlledState(value, defaultValue ?? '', onChange);
  const [isVisible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const meterId = useId(); // the meter's words, read with the field as part of its description
  const [ownInput, setInput] = useInputRef(inputRef);

  useEffect(() => {
    const input = ownInput.current;
    if (!input) return;
    // Spaces are refused as they are typed, so the caret stays where it was.
    const refuseSpaces = (event: InputEvent) => {
      if (event.inputType === 'insertText' && event.data && /\s/.test(event.data)) {
        event.preventDefault();
      }
    };
    const hide = () => setVisible(false);
    const form = input.form;
    input.addEventListener('beforeinput', refuseSpaces);
    form?.addEventListener('submit', hide);
    return () => {
      input.removeEventListener('beforeinput', refuseSpaces);
      form?.removeEventListener('submit', hide);
    };
  }, [ownInput]);

  const toggle = () => {
    setVisible((visible) => !visible);
    setAnnouncement(isVisible ? messages.hidden : messages.shown);
  };

  const blockPaste = allowPaste ? undefined : (event: ClipboardEvent) => event.preventDefault();
  const rating = strength ? strength(current) : ratePassword(current, messages);

  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior={validationBehavior}
      aria-describedby={
        [describedBy, showStrength ? meterId : undefined].filter(Boolean).join(' ') || undefined
      }
      value={current}
      onChange={(next) => setCurrent(next.replace(whitespace, ''))}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.row}>
        <Input
          ref={setInput}
          className={cx(fieldStyles.input, styles.input)}
          placeholder={placeholder}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          data-visible={isVisible || undefined}
          onPaste={blockPaste}
          onDrop={blockPaste ? (event) => event.preventDefault() : undefined}
        />
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-label={isVisible ? messages.hidePassword : messages.showPassword}
          isDisabled={isDisabled}
          onPress={toggle}
        >
          {isVisible ? messages.hide : messages.show}
        </Button>
      </div>
      <VisuallyHidden elementType="span" role="status">
        {announcement}
      </VisuallyHidden>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      {showStrength ? (
        <Meter
          value={rating.score}
          minValue={0}
          maxValue={passwordStrengthMax}
          valueLabel={rating.label}
          data-strength={rating.score}
          className={styles.meter}
        >
          {({ percentage }) => (
            <>
              <span id={meterId} className={styles.meterHeader}>
                <Label className={styles.meterLabel}>{messages.strength}</Label>
                <span className={styles.meterValue}>{rating.label}</span>
              </span>
              <span className={styles.track}>
                <span className={styles.fill} style={{ width: `${percentage}%` }} />
              </span>
            </>
          )}
        </Meter>
      ) : null}
    </AriaTextField>
  );
}
