/**
 * How the masked field keeps its caret by the digits: the mask it is given adds other characters
 * around them, so positions are counted in digits, not characters.
 */

/** The digits of any text, in order: '(987) 456-1230' → '9874561230'. */
export function digitsIn(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The caret position in masked text just after its `count`-th digit; for none, before the first
 * digit (after a leading '(' or any other mask characters before it).
 */
export function caretAfterDigits(masked: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (!/\d/.test(masked.charAt(index))) continue;
    if (seen === count) return index;
    seen += 1;
    if (seen === count) return index + 1;
  }
  return masked.length;
}
