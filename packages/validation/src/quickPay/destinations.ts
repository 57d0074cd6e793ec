/** The query parameters the API's payment callback sends the browser back with (doc 2 §2.9). */
export const paymentResultQuery = {
  isFromQuickPay: 'isFromQuickPay',
  encodedParam: 'encodedParam',
  accountNumber: 'accountno',
  memberNumber: 'member_number',
} as const;

/** The query string of an address, as `URLSearchParams` reads it. */
export interface QueryParams {
  get(name: string): string | null;
}

/** Whether a payment result's address says it is a Quick Pay result (`isFromQuickPay=true`). */
export function isQuickPayResult(query: QueryParams): boolean {
  return query.get(paymentResultQuery.isFromQuickPay)?.toLowerCase() === 'true';
}

/**
 * Where /quick-pay sends its visitor (doc 1 §2.5, doc 3 §2.12): a guest pays there; a member signed
 * in with a valid token pays from the account overview instead.
 */
export function quickPayPageTarget(options: { isLoggedIn: boolean }): string | null {
  return options.isLoggedIn ? '/accountoverview' : null;
}

/**
 * Whether the payment result needs a sign-in first (doc 2 §2.9): a Quick Pay result is read with
 * the Quick Pay token, so anyone may see it; a member's result is read as the signed-in member.
 */
export function paymentResultNeedsSignIn(options: {
  query: QueryParams;
  isLoggedIn: boolean;
}): boolean {
  return !isQuickPayResult(options.query) && !options.isLoggedIn;
}

/**
 * Where Done on the payment result leads (doc 2 §2.9): home after a Quick Pay payment; else the
 * account overview of the account paid (`accountno`), or of the signed-in member
 * (`member_number`) when no account was named.
 */
export function paymentResultDoneTarget(options: {
  query: QueryParams;
  memberNumber?: string | null;
}): string {
  const { query, memberNumber } = options;
  if (isQuickPayResult(query)) return '/home';
  const accountNumber = query.get(paymentResultQuery.accountNumber);
  const [name, value] = accountNumber
    ? [paymentResultQuery.accountNumber, accountNumber]
    : [paymentResultQuery.memberNumber, memberNumber];
  return value ? `/accountoverview?${name}=${encodeURIComponent(value)}` : '/accountoverview';
}
