/**
 * Stories and tests only (not exported by the package): the kit has no amount rules of its own, so
 * they give the field rules as an app does. The widgets pass `@coop-portal/validation`'s
 * `quickPay.filterPaymentAmount` and `quickPay.formatPaymentAmountOnBlur` (or the round-up ones);
 * these examples behave the same way on what the stories and tests type.
 */

/** Digits and the first decimal point, at most 2 digits after it: '$1,234.567' → '1234.56'. */
export function exampleAmountFilter(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

/** An amount with 2 decimals ('.5' → '0.50', '0012' → '12.00'); anything else as it is. */
export function exampleAmountFormat(value: string): string {
  const match = /^(\d*)\.?(\d{0,2})$/.exec(value);
  if (!match || value === '.' || value === '') return value;
  return `${Number(match[1])}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** The round-up amount's format: as above, and '0.00' for an empty field. */
export const exampleRoundUpFormat = (value: string) =>
  value === '' ? '0.00' : exampleAmountFormat(value);
