/**
 * Whole cents of an amount, in a module of its own: the money rules (`money.ts`) and the formats by
 * locale (`i18n/format.ts`) both round through it, and it imports neither, so neither imports the
 * other back.
 */

/** An amount as the API gives it: a number, or nothing (counted as 0). */
export type AmountValue = number | null | undefined;

/**
 * Whole cents of an amount, rounded half away from zero on its shortest decimal form, so that
 * 1.005 → 101 and 0.1 + 0.2 → 30. Missing or non-finite amounts count as 0.
 */
export function toCents(value: AmountValue): number {
  if (value == null || !Number.isFinite(value)) return 0;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  // `1.005e2` is read as exactly 100.5, where 1.005 * 100 is 100.49999999999999.
  const cents = text.includes('e') ? Math.round(magnitude * 100) : Math.round(Number(`${text}e2`));
  return value < 0 && cents !== 0 ? -cents : cents;
}

/** The amount of a number of cents (the nearest double to the 2-decimal value). */
export function fromCents(cents: number): number {
  return cents / 100;
}
