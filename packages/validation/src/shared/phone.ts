/**
 * US phone numbers in the form the specs give, (999) 999-9999: the mask a field applies while a
 * person types, and the checks the rules share.
 */
import { keepDigits } from '../keyFilters';

/** The digits of a phone number. */
export function phoneDigits(value: string | null | undefined): string {
  return keepDigits(value ?? '');
}

/**
 * The (999) 999-9999 mask, applied as a person types or pastes: "5551" → "(555) 1",
 * "5551234567" → "(555) 123-4567". Extra digits beyond ten are dropped.
 */
export function formatUsPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A whole number pasted or autofilled with the US country code, 1 987 456 1230 (11 digits starting
 * with 1), without the 1: '19874561230' → '9874561230'. Any other digits are returned unchanged. A
 * phone field applies it to a number that arrives at once, before the mask.
 */
export function withoutUsCountryCode(digits: string): string {
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * The `tel:` address that dials a phone number as it is written: its digits and its `+` (the
 * international prefix), nothing else ('(555) 010-2000' → 'tel:5550102000', '+1 800 555 0199' →
 * 'tel:+18005550199').
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The length of a complete masked number, "(987) 456-1230": 14 characters (the specs' field max). */
export const US_PHONE_LENGTH = 14;

const US_PHONE = /^\((\d)\d{2}\) (\d)\d{2}-\d{4}$/;

export interface UsPhoneOptions {
  /** Area code and exchange must start with 1-9 (doc 2 §5 outage phone, doc 3 §5 service request). */
  areaCodeAndExchangeFromOne?: boolean;
}

/** Whether a value is a complete number in the (987) 456-1230 form. */
export function isUsPhone(
  value: string | null | undefined,
  { areaCodeAndExchangeFromOne = false }: UsPhoneOptions = {},
): boolean {
  const match = US_PHONE.exec((value ?? '').trim());
  if (!match) return false;
  return !areaCodeAndExchangeFromOne || (match[1] !== '0' && match[2] !== '0');
}
