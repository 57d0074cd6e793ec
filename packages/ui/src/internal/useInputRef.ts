import { useCallback, useRef, type Ref, type RefObject } from 'react';

/**
 * A field's own ref to its `<input>`, passed on to the caller's `inputRef` too: the ref object the
 * field reads, and the callback to give the input.
 */
export function useInputRef(
  inputRef: Ref<HTMLInputElement> | undefined,
): [RefObject<HTMLInputElement | null>, (element: HTMLInputElement | null) => void] {
  const own = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );
  return [own, setInput];
}
