/** How an amount may be typed: digits, one decimal point, at most `decimals` digits after it. */
export interface AmountRules {
  /** Digits allowed after the decimal point (2 for dollars and cents; 0 allows no point). */
  decimals: number;
  /** The most characters the field holds, the point included. */
  maxLength: number;
}

/**
 * Keeps what an amount field accepts from any text (typed, pasted, dropped): digits and the first
 * decimal point, at most `decimals` digits after it, at most `maxLength` characters. '$1,234.567'
 * becomes '1234.56'.
 */
export function sanitizeAmount(text: string, { decimals, maxLength }: AmountRules): string {
  let out = '';
  let hasPoint = false;
  let fractionDigits = 0;
  for (const character of text) {
    if (character >= '0' && character <= '9') {
      if (hasPoint) {
        if (fractionDigits >= decimals) continue;
        fractionDigits += 1;
      }
      out += character;
    } else if (character === '.' && !hasPoint && decimals > 0) {
      hasPoint = true;
      out += character;
    }
  }
  return out.slice(0, maxLength);
}

/**
 * Shows an amount with exactly `decimals` digits after the point: '12' → '12.00', '.5' → '0.50',
 * '007.1' → '7.10'. Text that holds no number ('' or '.') is returned as it is, so validation can
 * report it; pass `emptyAsZero` to show '0.00' for an empty field instead.
 */
export function formatAmount(text: string, decimals = 2, emptyAsZero = false): string {
  if (text === '' && emptyAsZero) return formatAmount('0', decimals);
  if (!/^\d*\.?\d*$/.test(text) || !/\d/.test(text)) return text;
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > decimals) return Number(text).toFixed(decimals);
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return decimals > 0 ? `${integer}.${fraction.padEnd(decimals, '0')}` : integer;
}
