/**
 * Key-entry filters the specs name. Each takes what a person typed or pasted and returns what the
 * field keeps, so a field can apply it on every change. The `is…Key` predicates answer the same
 * question for a single key press (`event.key`), for fields that block keys instead.
 */

/** Digits only (account numbers, phone digits, codes). */
export function keepDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Digits only, cut to a maximum length (e.g. 12 for an account number, 4 for phone digits). */
export function keepDigitsUpTo(value: string, maxLength: number): string {
  return keepDigits(value).slice(0, Math.max(0, maxLength));
}

/**
 * Digits and one decimal point (amount fields: doc 1 §5.1, doc 3 §5 round-up), cut to a maximum
 * length when one is given. A second point and anything else is dropped: "1a2.3.4" → "12.34".
 * With `decimals`, digits past that many after the point are dropped too ("12.345", 2 → "12.34";
 * 0 keeps no point: "12.5" → "125").
 */
export function keepAmount(value: string, maxLength?: number, decimals?: number): string {
  let seenPoint = false;
  let fractionDigits = 0;
  let kept = '';
  for (const character of value) {
    if (character >= '0' && character <= '9') {
      if (seenPoint && decimals !== undefined && fractionDigits >= decimals) continue;
      if (seenPoint) fractionDigits += 1;
      kept += character;
    } else if (character === '.' && !seenPoint && decimals !== 0) {
      seenPoint = true;
      kept += character;
    }
  }
  return maxLength === undefined ? kept : kept.slice(0, Math.max(0, maxLength));
}

/** Passwords: spaces are blocked (doc 1 §5.2). Removes every whitespace character. */
export function removeSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The characters a city may not contain (doc 2 §5): double quote, apostrophe, caret, backtick,
 * pipe, tilde. */
export const CITY_BLOCKED_CHARACTERS = `"'^\`|~`;

/** City: removes the blocked characters (doc 2 §5). */
export function removeCityBlockedCharacters(value: string): string {
  return value.replace(/["'^`|~]/g, '');
}

/** Outage call-back phone: keeps digits, plus, minus and space (doc 2 §5), at most 14 characters. */
export function keepOutagePhoneCharacters(value: string, maxLength = 14): string {
  return value.replace(/[^\d+\- ]+/g, '').slice(0, Math.max(0, maxLength));
}

/** Cuts a value to a field's maximum length (the maxlength attribute, for values set from code). */
export function cutToLength(value: string, maxLength: number): string {
  return value.slice(0, Math.max(0, maxLength));
}

/** A single printable key: named keys (Backspace, ArrowLeft, Tab…) are always let through. */
function isCharacterKey(key: string): boolean {
  return [...key].length === 1;
}

/** Key press for a digits-only field. */
export function isDigitKey(key: string): boolean {
  return !isCharacterKey(key) || /^\d$/.test(key);
}

/** Key press for an amount field: a digit, or a decimal point when the value has none yet. */
export function isAmountKey(key: string, currentValue: string): boolean {
  if (!isCharacterKey(key)) return true;
  if (key === '.') return !currentValue.includes('.');
  return /^\d$/.test(key);
}

/** Key press for a password field: anything but a space. */
export function isPasswordKey(key: string): boolean {
  return !/^\s$/.test(key);
}

/** Key press for the city field: anything but the blocked characters. */
export function isCityKey(key: string): boolean {
  return !isCharacterKey(key) || !CITY_BLOCKED_CHARACTERS.includes(key);
}

/** Key press for the outage call-back phone: digits, plus, minus, space. */
export function isOutagePhoneKey(key: string): boolean {
  return !isCharacterKey(key) || /^[\d+\- ]$/.test(key);
}
