import { useId, type CSSProperties, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { cx } from '../classNames';
import * as styles from './Card.css';

export type CardVariant = 'outlined' | 'raised';
export const cardVariants = ['outlined', 'raised'] as const satisfies readonly CardVariant[];

export interface CardProps {
  /** The card's heading; when given, the card is a region named by it. */
  title?: ReactNode;
  /** The heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line of muted text under the heading. */
  description?: ReactNode;
  /** The card's content. */
  children?: ReactNode;
  /** Footer actions (buttons or links), laid out in a row that stacks under 600px. */
  actions?: ReactNode;
  /** outlined (default): a bordered surface; raised: a tinted surface with a shadow. */
  variant?: CardVariant;
  /** The element: `section` (default), `article` for a self-contained item, `div` for layout only. */
  as?: 'section' | 'article' | 'div';
  /** Names the card when it has no visible title. */
  'aria-label'?: string;
  id?: string;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * A surface that groups related content: an optional heading and description, a body, and footer
 * actions. With a title, a `section`/`article` card is a landmark region named by its heading, so
 * screen-reader users can jump to it.
 */
export function Card({
  title,
  headingLevel = 2,
  description,
  children,
  actions,
  variant = 'outlined',
  as: Element = 'section',
  'aria-label': ariaLabel,
  id,
  className,
  style,
}: CardProps) {
  const headingId = useId();
  const named = Element !== 'div';
  return (
    <Element
      id={id}
      aria-labelledby={named && title && !ariaLabel ? headingId : undefined}
      aria-label={named ? ariaLabel : undefined}
      data-variant={variant}
      className={cx(styles.card({ variant }), className)}
      style={style}
    >
      {title || description ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={headingId} level={headingLevel} className={styles.heading}>
              {title}
            </Heading>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {children !== undefined && children !== null ? (
        <div className={styles.body}>{children}</div>
      ) : null}
      {actions ? <div className={styles.footer}>{actions}</div> : null}
    </Element>
  );
}
