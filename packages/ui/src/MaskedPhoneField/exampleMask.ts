/**
 * Stories and tests only (not exported by the package): the kit has no phone rules of its own, so
 * they give the field a mask as an app does. The widgets pass `@coop-portal/validation`'s
 * `formatUsPhone` and `withoutUsCountryCode`; these examples behave the same way.
 */

/** A US number as (999) 999-9999, as far as the digits go; digits past the tenth are left out. */
export function exampleUsMask(digits: string): string {
  let masked = '';
  let next = 0;
  for (const slot of '(999) 999-9999') {
    if (next === digits.length) break;
    masked += slot === '9' ? digits.charAt(next++) : slot;
  }
  return masked;
}

/** A whole number with the US country code 1 loses the 1. */
export const exampleWithoutCountryCode = (digits: string) =>
  /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
