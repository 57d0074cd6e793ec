/**
 * Key-entry filters the specs name. Each takes what a person typed or pasted and returns what the
 * field keeps, so a field can apply it on every change without moving the caret to a wrong place.
 */

/** Digits only (account numbers, phone digits, codes). */
export function keepDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Digits only, cut to a maximum length (e.g. 12 for an account number, 4 for phone digits). */
export function keepDigitsUpTo(value: string, maxLength: number): string {
  return keepDigits(value).slice(0, Math.max(0, maxLength));
}
