import { useMemo, type CSSProperties } from 'react';
import { cx } from '../classNames';
import { useKitCatalogue } from '../locale';
import { safeHtmlMessages, type SafeHtmlMessages } from './messages';
import { sanitizeHtml } from './sanitizeHtml';
import * as styles from './SafeHtml.css';

export type SafeHtmlElement = 'div' | 'section' | 'article' | 'aside' | 'span';

export interface SafeHtmlProps {
  /** HTML from the server (about us, legal terms, messages): sanitised before it is rendered. */
  html: string;
  /** The wrapper element (default `div`); `span` for a short inline message. */
  as?: SafeHtmlElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  messages?: Partial<SafeHtmlMessages>;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * The only place server-provided HTML is rendered in the suite. It is sanitised with DOMPurify:
 * HTML elements only (no SVG/MathML), no scripts, event handlers, inline styles, forms or frames;
 * only http(s), mailto, tel and relative URLs (no `javascript:`). Links to other sites open in a new
 * tab with `rel="noopener noreferrer"` and say so to screen readers. Headings, paragraphs, lists and
 * links inside get the kit's typography.
 */
export function SafeHtml({
  html,
  as: Element = 'div',
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  messages: overrides,
  className,
  style,
}: SafeHtmlProps) {
  const { newTab } = { ...useKitCatalogue('safeHtml', safeHtmlMessages), ...overrides };
  const clean = useMemo(
    () => sanitizeHtml(html, { newTabNote: newTab, noteClassName: styles.note }),
    [html, newTab],
  );
  return (
    <Element
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledby}
      className={cx(styles.root, className)}
      style={style}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
