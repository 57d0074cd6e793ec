import { useCallback, useRef, useState } from 'react';

/**
 * The content width of an element, kept up to date with a ResizeObserver, for charts that lay
 * themselves out in pixels. `fallback` is the width until the first measurement, and where
 * ResizeObserver is missing (server rendering, some test environments). `isPending` is true until
 * the first measurement where one will come, so a chart can skip drawing its marks at a width it
 * is about to throw away (the measurement happens before the browser paints).
 */
export function useElementWidth<E extends Element = HTMLDivElement>(
  fallback: number,
): [ref: (element: E | null) => void, width: number, isPending: boolean] {
  const [measured, setWidth] = useState<number | null>(null);
  const width = measured ?? fallback;
  const isPending = measured === null && typeof ResizeObserver !== 'undefined';
  const observer = useRef<ResizeObserver | null>(null);

  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (value: number) => {
      // Whole pixels: sub-pixel changes would lay the chart out again for nothing.
      const rounded = Math.floor(value);
      if (rounded > 0) setWidth(rounded);
    };
    measure(element.getBoundingClientRect().width);
    observer.current = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) measure(entry.contentRect.width);
    });
    observer.current.observe(element);
  }, []);

  return [ref, width, isPending];
}
