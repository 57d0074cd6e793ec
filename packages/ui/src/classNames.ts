/**
 * Joins class names for a `className` prop: the given names in order, one space apart, leaving out
 * every empty one (`''`, `false`, `null`, `undefined`), so a condition or an optional consumer class
 * can be passed as is. An empty string when none is left. It joins strings only: a component built on
 * react-aria takes react-aria's `className` (a string or a function of render props) and joins it
 * after its own classes when react-aria has computed it.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
