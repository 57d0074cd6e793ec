// Test and story helpers of the deposits and arrangements widgets (not part of the package build).

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Today's local day moved by whole days, then by whole months (clamped to the month's end), as the
 * demo counts its dates, as MM/dd/yyyy.
 */
export function usDay({ months = 0, days = 0 }: { months?: number; days?: number }): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const target = new Date(day.getFullYear(), day.getMonth() + months, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(day.getDate(), last));
  return `${pad(target.getMonth() + 1)}/${pad(target.getDate())}/${target.getFullYear()}`;
}

/** The same day as `usDay`, as Spanish (US) writes it: dd/MM/yyyy. */
export function esDay(moved: { months?: number; days?: number }): string {
  const [month, day, year] = usDay(moved).split('/');
  return `${day}/${month}/${year}`;
}

/** A cell's or row's text as shown, without the stacked layout's hidden column labels. */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A table's body rows as their cells' shown text (header and footer rows left out). */
export function bodyRows(grid: HTMLElement): string[][] {
  return [...grid.querySelectorAll('tbody [role="row"]')].map((row) =>
    [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(shownText),
  );
}
