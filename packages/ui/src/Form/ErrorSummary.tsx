import { useId, type ReactNode, type Ref } from 'react';
import { Heading } from 'react-aria-components';
import { byDocumentOrder, findField } from './findField';
import * as styles from './ErrorSummary.css';

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

/**
 * The summary's lines for a form's errors, found in the rendered form: each field's id, and the
 * order of the fields in the form (errors whose field is not found come last, in their order).
 */
export function errorSummaryItems(
  form: HTMLFormElement,
  errors: readonly { name: string; message: string }[],
  fieldIds?: Readonly<Record<string, string>>,
): ErrorSummaryItem[] {
  return errors
    .map((error, index) => ({ ...error, index, field: findField(form, error.name, fieldIds) }))
    .sort((a, b) => {
      if (a.field && b.field) return byDocumentOrder(a.field, b.field);
      if (a.field) return -1;
      if (b.field) return 1;
      return a.index - b.index;
    })
    .map(({ name, message, field }) => ({
      name,
      message,
      fieldId: field?.id || undefined,
      hasField: field !== null,
    }));
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  title: ReactNode;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** A line's link was followed: focus that field. */
  onFollow: (name: string) => void;
  /** The summary itself, to move focus to it. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A form's error summary: a group named by its heading, with one line per error, each a link that
 * moves focus to its field (its `href` names the field). It can take focus itself.
 */
export function ErrorSummary({ items, title, headingLevel, onFollow, ref }: ErrorSummaryProps) {
  const headingId = useId();
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="group"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <Heading id={headingId} level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.name} className={styles.item}>
            {item.hasField ? (
              <a
                href={`#${item.fieldId ?? ''}`}
                className={styles.link}
                onClick={(event) => {
                  event.preventDefault();
                  onFollow(item.name);
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
  );
}
