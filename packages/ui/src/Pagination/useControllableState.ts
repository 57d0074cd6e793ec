import { useCallback, useState } from 'react';

/**
 * A value that is controlled when `value` is given and kept here otherwise; `onChange` hears every
 * change either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
