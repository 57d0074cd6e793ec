import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  Form as AriaForm,
  setInteractionModality,
  type FormProps as AriaFormProps,
} from 'react-aria-components';
import { cx } from '../classNames';
import { useKitCatalogue } from '../locale';
import { ErrorSummary, errorSummaryItems, type ErrorSummaryItem } from './ErrorSummary';
import { findField } from './findField';
import { formMessages } from './messages';
import { useHideChangedErrors, type FormValidationErrors } from './useHideChangedErrors';
import * as styles from './Form.css';

export type { FormValidationErrors } from './useHideChangedErrors';

export interface FormProps extends Omit<
  AriaFormProps,
  'validationBehavior' | 'validationErrors' | 'className' | 'children'
> {
  children: ReactNode;
  /**
   * The current errors by field name (a field's `name` prop), e.g. from a zod schema or the server.
   * Each named field shows its error; the summary at the top lists them. A field's error (and its
   * summary line) is hidden as soon as the member types in that field, until new errors are given.
   * (react-aria alone would hide it only when the field commits, on blur: the form would then shrink
   * under the pointer that is pressing its submit button, and the press would be lost.)
   */
  validationErrors?: FormValidationErrors;
  /** The summary's heading (default 'Please correct the following:'). */
  errorSummaryTitle?: ReactNode;
  /** The summary heading's level, to fit the page outline (default 2). */
  errorSummaryHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Where focus goes when a submit leaves errors: 'field' (default) focuses the first invalid
   * field in the form, as the specs ask; 'summary' focuses the summary, whose links lead to each
   * field.
   */
  focusOnInvalidSubmit?: 'field' | 'summary';
  /**
   * The id of the element to focus for a field name, where the name alone does not find it. By
   * default the form control with that name is used, or for a control with a hidden input (Select,
   * DatePicker) the first focusable element of that field.
   */
  fieldIds?: Readonly<Record<string, string>>;
  className?: string;
}

function messagesOf(value: FormValidationErrors[string] | undefined): string {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((message): message is string => Boolean(message)).join(' ');
}

/**
 * A form on react-aria-components (`validationBehavior="aria"`): errors come from outside, by field
 * name, and each field shows its own. When there are errors an error summary heads the form: a
 * heading and one link per invalid field, in the order of the fields, each moving focus to its
 * field; it follows the errors as they are fixed. A submit that leaves errors moves focus to the
 * first invalid field (or, with `focusOnInvalidSubmit="summary"`, to the summary). Errors set by
 * a field's own `isInvalid`/`validate` are not listed: pass them in `validationErrors`.
 */
export function Form({
  children,
  validationErrors,
  errorSummaryTitle,
  errorSummaryHeadingLevel = 2,
  focusOnInvalidSubmit = 'field',
  fieldIds,
  onSubmit,
  className,
  ...props
}: FormProps) {
  // Read as the form mounts, so that a summary shown after a submit never waits for its words.
  const messages = useKitCatalogue('form', formMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // What react-aria shows in the fields: the errors of the fields not changed since.
  const shown = useHideChangedErrors(formRef, validationErrors);
  const active = useMemo(
    () =>
      Object.entries(shown ?? {}).flatMap(([name, value]) => {
        const message = messagesOf(value);
        return message ? [{ name, message }] : [];
      }),
    [shown],
  );

  // The summary lines, found in the rendered form: field ids and document order.
  const [summary, setSummary] = useState<{ from: typeof active; items: ErrorSummaryItem[] }>({
    from: [],
    items: [],
  });
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) setSummary({ from: active, items: errorSummaryItems(form, active, fieldIds) });
  }, [active, fieldIds]);

  // After a submit, focus waits for the errors it produced (they may come later, from a server);
  // typing in the form first cancels it.
  const [submitCount, setSubmitCount] = useState(0);
  const focusPending = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInput = () => {
      focusPending.current = false;
    };
    form.addEventListener('input', onInput);
    return () => form.removeEventListener('input', onInput);
  }, []);

  const focusField = (name: string) => {
    const form = formRef.current;
    const field = form ? findField(form, name, fieldIds) : null;
    if (!field) return false;
    setInteractionModality('keyboard');
    field.focus();
    return true;
  };

  useEffect(() => {
    if (!focusPending.current || summary.from !== active || summary.items.length === 0) return;
    focusPending.current = false;
    const [first] = summary.items;
    if (focusOnInvalidSubmit === 'field' && first?.hasField && focusField(first.name)) return;
    summaryRef.current?.focus();
    // focusField reads the latest fieldIds; only a new submit or new errors should move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, summary, active, focusOnInvalidSubmit]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    focusPending.current = true;
    setSubmitCount((count) => count + 1);
  };

  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationBehavior="aria"
      validationErrors={shown}
      onSubmit={handleSubmit}
      className={cx(styles.form, className)}
    >
      {summary.items.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          items={summary.items}
          title={errorSummaryTitle === undefined ? messages.errorSummaryTitle : errorSummaryTitle}
          headingLevel={errorSummaryHeadingLevel}
          onFollow={focusField}
        />
      ) : null}
      {children}
    </AriaForm>
  );
}
