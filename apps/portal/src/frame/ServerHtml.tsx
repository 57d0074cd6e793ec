import { lazy, useEffect, useRef, useState, type Ref } from 'react';
import { LazyBoundary } from './LazyBoundary';

const SafeHtml = lazy(() =>
  import('./safeHtmlChunk').then((module) => ({ default: module.SafeHtml })),
);

/** Whether server text needs HTML parsing: it has a tag or a character reference. */
export function hasMarkup(text: string): boolean {
  return /[<&]/.test(text);
}

/** True once the element is within `margin` of the viewport (at once without IntersectionObserver). */
function useNearViewport(enabled: boolean, margin = '400px') {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

export interface ServerHtmlProps {
  /** Text or HTML from the server (about us, announcement). */
  html: string;
  as?: 'div' | 'span';
  className?: string;
  /** Load the sanitiser only when the text comes near the viewport (content below the fold). */
  deferUntilVisible?: boolean;
}

/**
 * Server-provided text for the frame. Plain text (no tag, no character reference) is shown as
 * text, which React escapes; anything with markup goes through the kit's SafeHtml, the only place
 * server HTML is rendered, loaded on demand so DOMPurify stays out of the first download.
 */
export function ServerHtml({
  html,
  as = 'div',
  className,
  deferUntilVisible = false,
}: ServerHtmlProps) {
  const markup = hasMarkup(html);
  const { ref, near } = useNearViewport(markup && deferUntilVisible);
  const Element = as;
  if (!markup) return <Element className={className}>{html}</Element>;
  return (
    <Element ref={ref as Ref<HTMLDivElement & HTMLSpanElement>} className={className}>
      {near ? (
        <LazyBoundary>
          <SafeHtml html={html} as={as} />
        </LazyBoundary>
      ) : null}
    </Element>
  );
}
