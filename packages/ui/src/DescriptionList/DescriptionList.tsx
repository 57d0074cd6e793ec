import type { CSSProperties, Key, ReactNode } from 'react';
import { cx } from '../classNames';
import * as styles from './DescriptionList.css';

export type DescriptionListVariant = 'plain' | 'boxed';
export const descriptionListVariants = [
  'plain',
  'boxed',
] as const satisfies readonly DescriptionListVariant[];

/** One term and its details, e.g. `{ term: 'Payment Amount', details: '$142.37' }`. */
export interface DescriptionListItem {
  /** Tells the items apart when their terms may repeat or change (default: the position). */
  id?: Key;
  /** The name, e.g. 'Confirmation Number'. */
  term: ReactNode;
  /** What it is, e.g. 'PRC-123456': text, a link, any content. */
  details: ReactNode;
}

export interface DescriptionListProps {
  /** The terms and their details, in order. With none, nothing is rendered. */
  items: readonly DescriptionListItem[];
  /** plain (default): the list alone; boxed: on a tinted, bordered panel (a payment summary). */
  variant?: DescriptionListVariant;
  id?: string;
  /** Names the list when the text around it does not. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Added after the kit's own class on the outer element (the panel when boxed). */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * Terms and their details — an account's balance and due date, a payment's confirmation number,
 * a co-op's address and phone — as a real description list (`<dl>` with `<dt>` and `<dd>`), so
 * screen readers announce each term with its details. The terms form a column as wide as the
 * widest one, the details the other; where the list is narrower than about 400px (a phone, a
 * narrow column) each term stands above its details. The list follows its own width, not the
 * screen's, so it fits a dialog, a page and a footer column alike.
 */
export function DescriptionList({
  items,
  variant = 'plain',
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  className,
  style,
}: DescriptionListProps) {
  if (items.length === 0) return null;
  return (
    <div className={cx(styles.root({ variant }), className)} style={style} data-variant={variant}>
      <dl
        id={id}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        className={styles.list({ variant })}
      >
        {items.map((item, index) => (
          <div key={item.id ?? index} className={styles.item}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.details}>{item.details}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
