/**
 * Money without float drift. Every rule works in whole cents (integers, exact far beyond the largest
 * payment of 9999999999.99) and converts back to a number only at the end.
 */

import { formatMoney } from '../i18n/format';
import { fromCents, toCents, type AmountValue } from './cents';

export { fromCents, toCents, type AmountValue } from './cents';

/** Sum of amounts, added in cents: `sumAmounts(0.1, 0.2)` is 0.3. */
export function sumAmounts(...values: AmountValue[]): number {
  return fromCents(values.reduce<number>((total, value) => total + toCents(value), 0));
}

/** Rounds an amount to 2 decimals (half away from zero). */
export function roundAmount(value: AmountValue): number {
  return fromCents(toCents(value));
}

export interface ParseAmountOptions {
  /** Remove `$` and `,` first (round-up amounts, doc 2 §5 / doc 3 §5). */
  stripCurrency?: boolean;
  /** Accept a leading minus sign (so a rule can say "greater than or equal to 0"). */
  allowNegative?: boolean;
}

/**
 * Reads what a person typed into an amount field ("12", "12.5", ".50", "12.345") into whole cents,
 * rounding a third decimal half up. Returns `undefined` when the text is empty or not a number.
 * Works on the digits themselves, never through floating point.
 */
export function parseAmountToCents(
  text: string | null | undefined,
  { stripCurrency = false, allowNegative = false }: ParseAmountOptions = {},
): number | undefined {
  let value = (text ?? '').trim();
  if (stripCurrency) value = value.replace(/[$,]/g, '');
  let negative = false;
  if (allowNegative && value.startsWith('-')) {
    negative = true;
    value = value.slice(1);
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match) return undefined;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return undefined;
  const cents =
    Number(whole || '0') * 100 +
    Number(`${fraction}00`.slice(0, 2)) +
    ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  return negative && cents !== 0 ? -cents : cents;
}

/** Reads an amount field into a number rounded to 2 decimals, or `undefined` (see `parseAmountToCents`). */
export function parseAmount(
  text: string | null | undefined,
  options?: ParseAmountOptions,
): number | undefined {
  const cents = parseAmountToCents(text, options);
  return cents === undefined ? undefined : fromCents(cents);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatCentsParts(cents: number): { sign: string; whole: string; fraction: string } {
  const magnitude = Math.abs(cents);
  return {
    sign: cents < 0 ? '-' : '',
    whole: String(Math.floor(magnitude / 100)),
    fraction: String(magnitude % 100).padStart(2, '0'),
  };
}

/**
 * An amount with exactly 2 decimals and no currency symbol: `formatAmount(12.5)` → "12.50"
 * (doc 1 §9). With `grouping`, thousands are separated: `formatAmount(1234.5, { grouping: true })` →
 * "1,234.50".
 */
export function formatAmount(
  value: AmountValue,
  { grouping = false }: { grouping?: boolean } = {},
): string {
  const { sign, whole, fraction } = formatCentsParts(toCents(value));
  return `${sign}${grouping ? groupThousands(whole) : whole}.${fraction}`;
}

/**
 * An amount as money in messages and displays: `formatCurrency(1234.5)` → "$1,234.50". The same as
 * `formatMoney`, whose locale it takes (US English when omitted).
 */
export function formatCurrency(value: AmountValue, locale?: string): string {
  return formatMoney(value, locale);
}

/**
 * What an amount field shows on blur: the typed amount with 2 decimals, or the text unchanged when
 * it is not an amount (so the rule can still report it).
 */
export function formatAmountInput(text: string, options?: ParseAmountOptions): string {
  const cents = parseAmountToCents(text, options);
  return cents === undefined ? text : formatAmount(fromCents(cents));
}

/**
 * A balance as shown: money with 2 decimals; a negative prepaid balance in parentheses (doc 1 §9,
 * doc 2 §2.1): "($12.50)". A negative standard balance (a credit) keeps its minus sign. The money is
 * written as `formatMoney` writes it in the locale given (US English when omitted).
 */
export function formatBalance(
  account: { accountBalance?: AmountValue; isPrepaidAccount?: boolean | null },
  locale?: string,
): string {
  const cents = toCents(account.accountBalance);
  if (account.isPrepaidAccount && cents < 0) return `(${formatMoney(fromCents(-cents), locale)})`;
  return formatMoney(fromCents(cents), locale);
}
