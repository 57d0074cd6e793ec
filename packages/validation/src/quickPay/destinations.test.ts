import { describe, expect, it } from 'vitest';
import {
  isQuickPayResult,
  paymentResultDoneTarget,
  paymentResultNeedsSignIn,
  quickPayPageTarget,
} from './destinations';

/** An address's query string, read as URLSearchParams reads it. */
const query = (search: string) => ({
  get: (name: string) => {
    for (const pair of search.split('&')) {
      const [key, value = ''] = pair.split('=');
      if (key === name) return decodeURIComponent(value);
    }
    return null;
  },
});

describe('doc 1 §2.5, doc 3 §2.12 /quick-pay: a signed-in member pays from the account overview', () => {
  it('a guest stays; a member goes to /accountoverview', () => {
    expect(quickPayPageTarget({ isLoggedIn: false })).toBeNull();
    expect(quickPayPageTarget({ isLoggedIn: true })).toBe('/accountoverview');
  });
});

describe('doc 2 §2.9 the payment result', () => {
  it('isFromQuickPay=true (any case) marks a Quick Pay result', () => {
    expect(isQuickPayResult(query('isFromQuickPay=true'))).toBe(true);
    expect(isQuickPayResult(query('isFromQuickPay=TRUE'))).toBe(true);
    expect(isQuickPayResult(query('isFromQuickPay=false'))).toBe(false);
    expect(isQuickPayResult(query(''))).toBe(false);
  });

  it.each([
    ['isFromQuickPay=true&encodedParam=x', false, false],
    ['isFromQuickPay=true&encodedParam=x', true, false],
    ['encodedParam=x&accountno=1000001', false, true],
    ['encodedParam=x&accountno=1000001', true, false],
  ])('%s, signed in %s: needs a sign-in first → %s', (search, isLoggedIn, expected) => {
    expect(paymentResultNeedsSignIn({ query: query(search), isLoggedIn })).toBe(expected);
  });

  it.each([
    ['isFromQuickPay=true&accountno=1000001', '800001', '/home'],
    ['encodedParam=x&accountno=1000001', '800001', '/accountoverview?accountno=1000001'],
    ['encodedParam=x', '800001', '/accountoverview?member_number=800001'],
    ['encodedParam=x', null, '/accountoverview'],
  ])('Done from %s (member %s) → %s', (search, memberNumber, expected) => {
    expect(paymentResultDoneTarget({ query: query(search), memberNumber })).toBe(expected);
  });
});
