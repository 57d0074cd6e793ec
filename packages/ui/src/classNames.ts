/**
 * Joins class names for a `className` prop: the given names in order, one space apart, leaving out
 * every empty one (`''`, `false`, `null`, `undefined`), so a condition or an optional consumer class
 * can be passed as is. An empty string when none is left. Every ui component takes a plain string
 * `className` (never react-aria's render-prop function), so strings are all it joins.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
