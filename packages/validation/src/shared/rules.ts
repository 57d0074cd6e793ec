/** Field rules that several features share (each feature keeps its own messages). */
import { keepDigits } from '../keyFilters';

/** Username length (doc 1 §5.4, doc 2 §5). */
export const usernameLimits = { minLength: 6, maxLength: 60 } as const;

const USERNAME_CHARACTERS = /^[A-Za-z0-9 ._@-]+$/;
const ALPHANUMERIC_ENDS = /^[A-Za-z0-9](?:.*[A-Za-z0-9])?$/s;
/** Doc 2 §5 names the special characters: `.`, `_`, `@`, `-` (a space is allowed but not special). */
const REPEATED_SPECIAL = /([._@-])\1/;

/**
 * A new username (doc 1 §5.4, doc 2 §5): 6-60 characters; starts and ends with a letter or digit;
 * only letters, digits, space, `.`, `-`, `_` and `@`; no two identical special characters in a row.
 */
export function isValidUsername(value: string): boolean {
  return (
    value.length >= usernameLimits.minLength &&
    value.length <= usernameLimits.maxLength &&
    USERNAME_CHARACTERS.test(value) &&
    ALPHANUMERIC_ENDS.test(value) &&
    !REPEATED_SPECIAL.test(value)
  );
}

/**
 * The lowercase email pattern (doc 1 §5.4). Addresses are compared without regard to case, so a
 * value is lowercased before the test: a person typing "Ann@Example.com" is not turned away.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/** Whether a value is an email address of at most `maxLength` characters. */
export function isValidEmail(value: string, maxLength: number): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= maxLength && EMAIL.test(email);
}

/** An email address as it is stored: trimmed and lowercased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;

/**
 * A US zip code: 5 digits, or 9 written as 12345-6789 or 123456789 (doc 2 §5, doc 3 §5). A zip
 * whose 5-digit part is all zeros (00000, 00000-1234) names no place and is refused.
 */
export function isValidZip(value: string): boolean {
  const match = ZIP.exec(value.trim());
  return match !== null && match[1] !== '00000';
}

/** A zip as it is sent: digits only, the hyphen removed. */
export function zipForRequest(value: string): string {
  return keepDigits(value);
}

/** Setting values are Y or N (doc 1 §9, doc 3 §9): true for Y (any case) or `true`. */
export function isSettingOn(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toUpperCase() === 'Y');
}

/**
 * Whether to run the username availability check on blur (doc 1 §4.3, doc 2 §4): when the value
 * meets the username rule and differs from the member's current username (if any).
 */
export function shouldCheckUsernameAvailability(
  value: string,
  currentUsername?: string | null,
): boolean {
  const username = value.trim();
  return isValidUsername(username) && username !== (currentUsername ?? '').trim();
}
