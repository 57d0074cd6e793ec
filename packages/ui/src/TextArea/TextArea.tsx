import { useId, useState, type Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  VisuallyHidden,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import { FieldDescription, FieldError, FieldLabel, type LabelledTextFieldProps } from '../Field';
import { useKitCatalogue } from '../locale';
import { textAreaMessages, type TextAreaMessages } from './messages';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<LabelledTextFieldProps, 'type' | 'pattern'> {
  onChange?: (value: string) => void;
  /** The visible height in lines of text (default 4); the member can make it taller, never wider. */
  rows?: number;
  /**
   * The most characters the field takes: the browser refuses more as the member types and cuts a
   * longer paste at the limit (the native `maxlength`).
   */
  maxLength?: number;
  /**
   * Show the character counter ('23/400') under the field. On by default whenever `maxLength` is
   * given, so the member sees the limit coming; pass `false` to hide it (then say the limit in
   * `description`). Without `maxLength`, `true` shows the count alone.
   */
  showCounter?: boolean;
  /** Wording of the counter and its announcements (e.g. to translate them). */
  messages?: Partial<TextAreaMessages>;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** Where the text stands against its limit; the counter shows it and the announcements follow it. */
type LimitState = 'under' | 'near' | 'reached';
const severity: Record<LimitState, number> = { under: 0, near: 1, reached: 2 };

/** Near the limit means within a tenth of it (40 of 400 left, 100 of 1000), at least 1 character. */
function limitState(length: number, maxLength: number): LimitState {
  if (length >= maxLength) return 'reached';
  return maxLength - length <= Math.max(1, Math.ceil(maxLength / 10)) ? 'near' : 'under';
}

/**
 * A labelled multi-line text field on react-aria-components: label, help text, error and counter
 * are tied to the text box, so assistive technology reads them together. Validation comes from
 * outside (`isInvalid` + `errorMessage`), from a surrounding `Form`'s `validationErrors`, or from
 * `validate`.
 *
 * The counter is part of the field's description, so a screen reader reads "23 of 400 characters
 * entered." with the field, but it is not a live region: a count spoken at every key press would
 * drown what the member types. A separate polite status speaks only when the text crosses into the
 * last tenth of the limit and when it reaches the limit (a paste the browser cut short included),
 * and goes quiet again, without a word, when the member deletes back below.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  rows = 4,
  maxLength,
  showCounter = maxLength !== undefined,
  messages: messageOverrides,
  placeholder,
  inputRef,
  className,
  isRequired,
  validationBehavior = 'aria',
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const messages = { ...useKitCatalogue('textArea', textAreaMessages), ...messageOverrides };
  const [current, setCurrent] = useControlledState(value, defaultValue ?? '', onChange);
  const [announcement, setAnnouncement] = useState('');
  const counterId = useId();
  const length = current.length;
  const state = maxLength === undefined ? undefined : limitState(length, maxLength);

  const change = (next: string) => {
    // Only the member's own edits are announced, and only when the limit state changes: once on
    // entering the last tenth, once on reaching the limit; moving back clears it silently, so the
    // next crossing is spoken again.
    if (showCounter && maxLength !== undefined && state) {
      const nextState = limitState(next.length, maxLength);
      if (severity[nextState] > severity[state]) {
        setAnnouncement(
          nextState === 'reached'
            ? messages.limitReached(maxLength)
            : messages.nearLimit(maxLength - next.length),
        );
      } else if (severity[nextState] < severity[state]) {
        setAnnouncement('');
      }
    }
    setCurrent(next);
  };

  const counter = showCounter ? (
    <span id={counterId} className={styles.counter} data-limit={state}>
      <span aria-hidden="true">{messages.counter(length, maxLength)}</span>
      <VisuallyHidden elementType="span">
        {messages.counterDescription(length, maxLength)}
      </VisuallyHidden>
    </span>
  ) : null;

  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      maxLength={maxLength}
      validationBehavior={validationBehavior}
      aria-describedby={
        [describedBy, showCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined
      }
      value={current}
      onChange={change}
      className={composeClassName(className, styles.root)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={inputRef}
        rows={rows}
        className={cx(styles.input, styles.textArea)}
        placeholder={placeholder}
      />
      {description || counter ? (
        <div className={styles.footer}>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          {counter}
        </div>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
      {showCounter && maxLength !== undefined ? (
        <VisuallyHidden elementType="span" role="status">
          {announcement}
        </VisuallyHidden>
      ) : null}
    </AriaTextField>
  );
}
