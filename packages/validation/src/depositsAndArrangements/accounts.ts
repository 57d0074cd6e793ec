/** The account fields these pages read to choose and order accounts. */
export interface ProgramAccount {
  accountNumber: string;
}

/**
 * Which of the member's accounts the Deposits and Arrangements pages show: the account of query
 * `accountno` when it is one of the member's (the overview's links pass it), else every account of
 * the member, in the order the member's accounts come (the primary account first). An account
 * number that is not the member's shows them all rather than another account.
 */
export function accountsShown<A extends ProgramAccount>(
  accounts: readonly A[],
  accountNumber?: string | null,
): A[] {
  const wanted = (accountNumber ?? '').trim();
  const match = wanted === '' ? undefined : accounts.find((a) => a.accountNumber === wanted);
  return match ? [match] : [...accounts];
}

/** An account shown with what it holds (its deposits, its arrangements). */
export interface AccountItems<A, T> {
  account: A;
  items: readonly T[];
}

/**
 * The accounts with something to show, in order, and the account numbers of those without (one
 * line names them, so a member with many accounts does not scroll past empty ones). `empty` says
 * whether no account shown has anything.
 */
export function splitAccounts<A extends ProgramAccount, T>(
  sections: readonly AccountItems<A, T>[],
): { withItems: AccountItems<A, T>[]; without: string[]; empty: boolean } {
  const withItems = sections.filter((section) => section.items.length > 0);
  return {
    withItems,
    without: sections
      .filter((section) => section.items.length === 0)
      .map((section) => section.account.accountNumber),
    empty: withItems.length === 0,
  };
}
