import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../classNames';
import { useKitCatalogue } from '../locale';
import { SpinnerFrame, spinnerMessages } from '../Spinner';
import * as styles from './LoadingOverlay.css';

/** The focused element of the document or shadow root `node` is in. */
function activeElementOf(node: Node | null): Element | null {
  if (!node) return null;
  const root = node.getRootNode() as Document | ShadowRoot;
  return 'activeElement' in root ? root.activeElement : (node.ownerDocument?.activeElement ?? null);
}

export interface LoadingOverlayProps {
  /** While true the region is covered, busy and cannot be used. */
  isLoading: boolean;
  /** What is loading, shown and announced (default 'Loading'). */
  label?: string;
  /** The region it covers. */
  children?: ReactNode;
  /** Cover the whole screen instead of only the region (a page-level load). */
  fullPage?: boolean;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * Covers a region (or the whole page) while it loads: a spinner with a visible label, announced
 * politely; the region is `aria-busy` and `inert`, so it can be neither clicked nor reached with
 * the keyboard. Focus inside the region moves to the label while loading and comes back after.
 */
export function LoadingOverlay({
  isLoading,
  label,
  children,
  fullPage = false,
  className,
  style,
}: LoadingOverlayProps) {
  // The spinner's own default, read as the region mounts, before it is ever covered.
  const spinner = useKitCatalogue('spinner', spinnerMessages);
  const contentRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  // Before the browser drops focus from the now inert region: move it to the label, and put it
  // back when loading ends (if nothing else took it meanwhile). The focused element is read from
  // the region's own root, so this also works inside an embed's shadow root.
  useLayoutEffect(() => {
    if (!isLoading) return;
    const content = contentRef.current;
    const focused = activeElementOf(content);
    if (!(focused instanceof HTMLElement) || !content?.contains(focused)) return;
    const card = cardRef.current;
    card?.focus();
    return () => {
      const now = activeElementOf(focused);
      const lost = !now || now === card || now === focused.ownerDocument.body;
      if (focused.isConnected && lost) focused.focus();
    };
  }, [isLoading]);

  return (
    <div
      className={cx(styles.container, className)}
      style={style}
      aria-busy={isLoading || undefined}
    >
      <div ref={contentRef} inert={isLoading}>
        {children}
      </div>
      {/* Always present, so the label is announced when it is added. */}
      <div role="status">
        {isLoading ? (
          <div className={styles.overlay({ fullPage })}>
            <div ref={cardRef} className={styles.card} tabIndex={-1}>
              <SpinnerFrame size="lg" label={label ?? spinner.label} showLabel />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
