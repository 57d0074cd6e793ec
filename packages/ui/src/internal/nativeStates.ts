import {
  useEffect,
  useState,
  type FocusEvent,
  type FocusEventHandler,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type PointerEvent,
  type PointerEventHandler,
} from 'react';

/*
 * How the member last interacted, for `data-focus-visible`: the focus ring shows after keyboard
 * use (and for focus moved by script or a screen reader), not after a pointer press. One pair of
 * capturing listeners per document, added by the first native link or button that mounts.
 */
let lastInput: 'keyboard' | 'pointer' | null = null;
const tracked = new WeakSet<Document>();

function trackInput(doc: Document) {
  if (tracked.has(doc)) return;
  tracked.add(doc);
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) lastInput = 'keyboard';
    },
    true,
  );
  doc.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
}

/** The element's own handlers the states wrap (each still runs first). */
export interface NativeStateHandlers<E extends HTMLElement> {
  onKeyDown?: KeyboardEventHandler<E>;
  onKeyUp?: KeyboardEventHandler<E>;
  onFocus?: FocusEventHandler<E>;
  onBlur?: FocusEventHandler<E>;
  onPointerEnter?: PointerEventHandler<E>;
  onPointerLeave?: PointerEventHandler<E>;
  onPointerDown?: PointerEventHandler<E>;
  onPointerUp?: PointerEventHandler<E>;
  onPointerCancel?: PointerEventHandler<E>;
}

/**
 * The interaction states the kit's styles read, for a native link or button: hovered (a mouse
 * over it, not a touch), pressed (the primary pointer button or one of `pressKeys` held down) and
 * focus-visible (focus after keyboard use, not after a pointer press). Returns them with the
 * handlers to spread on the element, which call `own` first.
 */
export function useNativeStates<E extends HTMLElement>(
  own: NativeStateHandlers<E>,
  pressKeys: readonly string[],
) {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);

  useEffect(() => {
    trackInput(document);
  }, []);

  const handlers: Required<NativeStateHandlers<E>> = {
    onKeyDown: (event: KeyboardEvent<E>) => {
      own.onKeyDown?.(event);
      if (!event.metaKey && !event.ctrlKey && !event.altKey) setFocusVisible(true);
      if (pressKeys.includes(event.key) && !event.repeat) setPressed(true);
    },
    onKeyUp: (event: KeyboardEvent<E>) => {
      own.onKeyUp?.(event);
      if (pressKeys.includes(event.key)) setPressed(false);
    },
    onFocus: (event: FocusEvent<E>) => {
      own.onFocus?.(event);
      setFocusVisible(lastInput !== 'pointer');
    },
    onBlur: (event: FocusEvent<E>) => {
      own.onBlur?.(event);
      setFocusVisible(false);
      setPressed(false);
    },
    onPointerEnter: (event: PointerEvent<E>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<E>) => {
      own.onPointerLeave?.(event);
      setHovered(false);
      setPressed(false);
    },
    onPointerDown: (event: PointerEvent<E>) => {
      own.onPointerDown?.(event);
      if (event.button === 0) setPressed(true);
    },
    onPointerUp: (event: PointerEvent<E>) => {
      own.onPointerUp?.(event);
      setPressed(false);
    },
    onPointerCancel: (event: PointerEvent<E>) => {
      own.onPointerCancel?.(event);
      setPressed(false);
    },
  };
  return { hovered, pressed, focusVisible, handlers };
}
