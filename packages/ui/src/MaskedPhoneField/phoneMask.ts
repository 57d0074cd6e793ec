/** A US phone number has 10 digits: area code, exchange, line. */
export const phoneDigitsMax = 10;

/** The digits of any text: '(987) 456-1230' → '9874561230'. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Applies the US mask (999) 999-9999 to the digits of `text`, as far as they go, so the mask grows
 * while typing: '9' → '(9', '9874' → '(987) 4', '9874561230' → '(987) 456-1230'. Digits past the
 * tenth are dropped.
 */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text).slice(0, phoneDigitsMax);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The caret position in masked text just after its `count`-th digit (after '(' for none). */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) return masked.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index))) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return masked.length;
}

/** A pasted or autofilled number with the US country code (1 987 456 1230) loses the 1. */
export function withoutCountryCode(digits: string): string {
  return digits.length === phoneDigitsMax + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}
