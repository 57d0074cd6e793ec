import {
  useCallback,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** The attribute that gives a mark its place in the row (0, 1, 2…). */
export const chartIndexAttribute = 'data-chart-index';

export interface UseChartKeyboardOptions {
  /** How many marks the row has. */
  count: number;
  /** The mark that takes Tab focus at first (default 0); the row remembers the last one after. */
  defaultIndex?: number;
  /** Enter or Space on a mark (only when marks act, e.g. open a day's detail). */
  onActivate?: (index: number) => void;
}

export interface ChartKeyboard<E extends Element> {
  /** The mark that is in the Tab order (`tabIndex` 0); the others are -1. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** `tabIndex` for the mark at `index`. */
  tabIndexOf: (index: number) => 0 | -1;
  /** Spread on the element that holds the marks (an SVG `<g>`, a list). */
  containerProps: {
    ref: RefObject<E | null>;
    onKeyDown: (event: KeyboardEvent<E>) => void;
    onFocus: (event: FocusEvent<E>) => void;
  };
}

function indexOf(target: EventTarget | null): number | undefined {
  if (!(target instanceof Element)) return undefined;
  const value = target.getAttribute(chartIndexAttribute);
  return value === null ? undefined : Number(value);
}

/**
 * Keyboard access to a row of chart marks (bars, points) as one Tab stop: Left and Right move to
 * the previous and next mark, Home and End to the first and last, Enter and Space activate the
 * focused mark. Each mark carries `data-chart-index` and `tabIndex={tabIndexOf(index)}`; the
 * handlers sit once on their container, so a mark needs no handlers of its own and a chart of
 * hundreds of marks stays cheap to render.
 */
export function useChartKeyboard<E extends Element = SVGGElement>({
  count,
  defaultIndex = 0,
  onActivate,
}: UseChartKeyboardOptions): ChartKeyboard<E> {
  const ref = useRef<E>(null);
  const [storedIndex, setActiveIndex] = useState(defaultIndex);
  const activeIndex = count === 0 ? 0 : Math.min(Math.max(storedIndex, 0), count - 1);

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.min(Math.max(index, 0), count - 1);
      setActiveIndex(next);
      const mark = ref.current?.querySelector<HTMLElement | SVGElement>(
        `[${chartIndexAttribute}="${next}"]`,
      );
      mark?.focus();
    },
    [count],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<E>) => {
      const current = indexOf(event.target);
      if (current === undefined || count === 0) return;
      switch (event.key) {
        case 'ArrowRight':
          moveTo(current + 1);
          break;
        case 'ArrowLeft':
          moveTo(current - 1);
          break;
        case 'Home':
          moveTo(0);
          break;
        case 'End':
          moveTo(count - 1);
          break;
        case 'Enter':
        case ' ':
          if (!onActivate) return;
          onActivate(current);
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    [count, moveTo, onActivate],
  );

  const onFocus = useCallback((event: FocusEvent<E>) => {
    const index = indexOf(event.target);
    if (index !== undefined) setActiveIndex(index);
  }, []);

  const tabIndexOf = useCallback(
    (index: number): 0 | -1 => (index === activeIndex ? 0 : -1),
    [activeIndex],
  );

  return {
    activeIndex,
    setActiveIndex,
    tabIndexOf,
    containerProps: { ref, onKeyDown, onFocus },
  };
}
