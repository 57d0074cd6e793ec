import { useEffect, useRef, type RefObject } from 'react';

export interface UseFocusOnChangeOptions<T, E extends HTMLElement> {
  /** Called after each change of the value, once focus has moved (or was left where it was). */
  onChange?: (value: T) => void;
  /**
   * Whether this change moves focus to the element (default: always). Return false to leave focus
   * where it is, e.g. where the new view has already put it.
   */
  shouldFocus?: (element: E) => boolean;
  /** Passed to the element's `focus()`, e.g. `{ preventScroll: true }`. */
  focusOptions?: FocusOptions;
  /**
   * Moves focus one frame after the change has rendered instead of at once: for a change that
   * removes the field that had focus (a form replaced by its result), so that field's blur
   * handlers do not run inside React's commit.
   */
  afterFrame?: boolean;
}

export interface FocusOnChange<T, E extends HTMLElement> {
  /**
   * The element that takes focus when the value changes (give it `tabIndex={-1}` when it is not
   * focusable, e.g. a heading).
   */
  ref: RefObject<E | null>;
  /**
   * Takes `value` as the current value without a change: when the value next renders as `value`,
   * focus stays where it is and `onChange` is not called (e.g. a flow put back to its first step
   * as its dialog closes).
   */
  resetTo: (value: T) => void;
}

/**
 * Moves focus to an element when a value changes, so keyboard and screen reader users start on
 * what replaced the view they were in (a wizard's new step heading, a new page's main region)
 * instead of on a control that may be gone. Not on the first render: only a change of the value
 * (compared with `Object.is`) moves focus.
 */
export function useFocusOnChange<T, E extends HTMLElement = HTMLElement>(
  value: T,
  { onChange, shouldFocus, focusOptions, afterFrame = false }: UseFocusOnChangeOptions<T, E> = {},
): FocusOnChange<T, E> {
  const ref = useRef<E>(null);
  const previous = useRef(value);
  const frame = useRef<number | null>(null);
  // After every render, so the callbacks are always the latest ones; only a change acts.
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    const move = () => {
      frame.current = null;
      const element = ref.current;
      if (element && (shouldFocus?.(element) ?? true)) element.focus(focusOptions);
      onChange?.(value);
    };
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    if (afterFrame) frame.current = requestAnimationFrame(move);
    else move();
  });
  // A move still waiting for its frame does not outlive the component.
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );
  const resetTo = (next: T) => {
    previous.current = next;
  };
  return { ref, resetTo };
}
