import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** While true the region is covered, busy and cannot be used. */
  isLoading: boolean;
  /** What is loading, shown and announced (default 'Loading'). */
  label?: string;
  /** The region it covers. */
  children?: ReactNode;
  /** Cover the whole screen instead of only the region (a page-level load). */
  fullPage?: boolean;
  className?: string;
}

/**
 * Covers a region (or the whole page) while it loads: a spinner with a visible label, announced
 * politely; the region is `aria-busy` and `inert`, so it can be neither clicked nor reached with
 * the keyboard. Focus inside the region moves to the label while loading and comes back after.
 */
export function LoadingOverlay({
  isLoading,
  label = 'Loading',
  children,
  fullPage = false,
  className,
}: LoadingOverlayProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  // Before the browser drops focus from the now inert region: move it to the label, and put it
  // back when loading ends (if nothing else took it meanwhile).
  useLayoutEffect(() => {
    if (!isLoading) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!focused || !contentRef.current?.contains(focused)) return;
    const card = cardRef.current;
    card?.focus();
    return () => {
      const stillOnCard = !document.activeElement || document.activeElement === card;
      const onBody = document.activeElement === document.body;
      if (focused.isConnected && (stillOnCard || onBody)) focused.focus();
    };
  }, [isLoading]);

  return (
    <div
      className={[styles.container, className].filter(Boolean).join(' ')}
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
              <Spinner size="lg" label={label} showLabel />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
