export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on
 * each side, and an ellipsis where pages are left out. Once there are more pages than fit, the
 * number of items stays the same on every page, so the buttons do not jump about.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [1];
  // first + last + current + siblings + two ellipses
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - siblings * 2 - 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, siblings * 2 + 3));
  const items: PageItem[] = [1];
  if (start > 2) items.push('start-ellipsis');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('end-ellipsis');
  items.push(pageCount);
  return items;
}

/** 1-based page count for a total and page size (at least 1). */
export function pageCountOf(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / Math.max(1, pageSize)));
}
