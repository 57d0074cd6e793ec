import type { SortDescriptor } from 'react-aria-components';

export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * A stable sort of `rows` by `sortValue` in the descriptor's direction. Strings compare
 * naturally ('Account 9' before 'Account 10'), dates by time; empty values go last either way.
 */
export function sortRows<T>(
  rows: readonly T[],
  sortValue: (row: T) => SortValue,
  direction: SortDescriptor['direction'],
): T[] {
  const sign = direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      const order = aEmpty || bEmpty ? compare(a.value, b.value) : sign * compare(a.value, b.value);
      return order || a.index - b.index;
    })
    .map(({ row }) => row);
}
