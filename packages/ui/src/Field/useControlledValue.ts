import { useCallback, useState } from 'react';

/**
 * A value that is controlled when `value` is given and kept here otherwise, so an input filter can
 * apply in both cases (react-aria would otherwise hold the unfiltered text).
 */
export function useControlledValue(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
): [string, (next: string) => void] {
  const [own, setOwn] = useState(defaultValue ?? '');
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = useCallback(
    (next: string) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
