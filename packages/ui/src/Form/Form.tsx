import {
  startTransition,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  Form as AriaForm,
  Heading,
  setInteractionModality,
  type FormProps as AriaFormProps,
} from 'react-aria-components';
import { cx } from '../classNames';
import { byDocumentOrder, findField } from './findField';
import * as styles from './Form.css';

/** Errors by field name, as a validation library or a server gives them: `{ amount: '…' }`. */
export type FormValidationErrors = NonNullable<AriaFormProps['validationErrors']>;

/** One line of the error summary. */
export interface ErrorSummaryItem {
  /** The field's name. */
  name: string;
  /** Its error (several are joined with a space). */
  message: string;
  /** The id of the element the line's link focuses, when the field was found. */
  fieldId?: string;
  /** Whether a field to focus was found; lines without one are plain text. */
  hasField: boolean;
}

export interface FormProps extends Omit<
  AriaFormProps,
  'validationBehavior' | 'validationErrors' | 'className' | 'style' | 'children'
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

const noNames: ReadonlySet<string> = new Set();

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
  errorSummaryTitle = 'Please correct the following:',
  errorSummaryHeadingLevel = 2,
  focusOnInvalidSubmit = 'field',
  fieldIds,
  onSubmit,
  className,
  ...props
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // Fields changed since these errors came: their errors are hidden, in the field and the summary.
  const [changed, setChanged] = useState<{
    errors: FormValidationErrors | undefined;
    names: ReadonlySet<string>;
  }>({ errors: validationErrors, names: noNames });
  const changedNames = changed.errors === validationErrors ? changed.names : noNames;

  // What react-aria shows in the fields: the errors of the fields not changed since.
  const shown = useMemo(() => {
    if (!validationErrors || changedNames.size === 0) return validationErrors;
    return Object.fromEntries(
      Object.entries(validationErrors).filter(([name]) => !changedNames.has(name)),
    );
  }, [validationErrors, changedNames]);

  const active = useMemo(
    () =>
      Object.entries(validationErrors ?? {}).flatMap(([name, value]) => {
        const message = messagesOf(value);
        return message && !changedNames.has(name) ? [{ name, message }] : [];
      }),
    [validationErrors, changedNames],
  );

  // The summary lines, found in the rendered form: field ids and document order.
  const [summary, setSummary] = useState<{ from: typeof active; items: ErrorSummaryItem[] }>({
    from: [],
    items: [],
  });
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const found = active.map((error) => ({
      ...error,
      field: findField(form, error.name, fieldIds),
    }));
    const items = found
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => {
        if (a.entry.field && b.entry.field) return byDocumentOrder(a.entry.field, b.entry.field);
        if (a.entry.field) return -1;
        if (b.entry.field) return 1;
        return a.index - b.index;
      })
      .map(({ entry: { name, message, field } }) => ({
        name,
        message,
        fieldId: field?.id || undefined,
        hasField: field !== null,
      }));
    setSummary({ from: active, items });
  }, [active, fieldIds]);

  const recordChange = useEffectEvent((target: EventTarget | null) => {
    const name = (target as HTMLInputElement | null)?.name;
    if (!name || !validationErrors || !(name in validationErrors)) return;
    setChanged((previous) => {
      const names = new Set(previous.errors === validationErrors ? previous.names : noNames);
      names.add(name);
      return { errors: validationErrors, names };
    });
  });
  const recordReset = useEffectEvent(() => {
    if (validationErrors) {
      setChanged({ errors: validationErrors, names: new Set(Object.keys(validationErrors)) });
    }
  });

  // After a submit, focus waits for the errors it produced (they may come later, from a server);
  // typing in the form first cancels it.
  const [submitCount, setSubmitCount] = useState(0);
  const focusPending = useRef(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // A field's error goes as the member types in it (input), or changes a choice (change). The
    // update is a transition: the browser runs these listeners before React's own, and an urgent
    // update rendered in between would reset a controlled field and lose the keystroke.
    const onChange = (event: Event) => startTransition(() => recordChange(event.target));
    const onInput = (event: Event) => {
      focusPending.current = false;
      startTransition(() => recordChange(event.target));
    };
    const onReset = () => recordReset();
    form.addEventListener('change', onChange);
    form.addEventListener('input', onInput);
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('input', onInput);
      form.removeEventListener('reset', onReset);
    };
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
        <div
          ref={summaryRef}
          className={styles.summary}
          role="group"
          aria-labelledby={headingId}
          tabIndex={-1}
        >
          <Heading id={headingId} level={errorSummaryHeadingLevel} className={styles.title}>
            {errorSummaryTitle}
          </Heading>
          <ul className={styles.list}>
            {summary.items.map((item) => (
              <li key={item.name} className={styles.item}>
                {item.hasField ? (
                  <a
                    href={`#${item.fieldId ?? ''}`}
                    className={styles.link}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(item.name);
                    }}
                  >
                    {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </AriaForm>
  );
}
