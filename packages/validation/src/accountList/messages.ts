import type { MessageCatalogue } from '../shared/catalogue';

/**
 * The texts the all-accounts rules decide (/view-all-accounts). Doc 1 §9 gives the prepaid wording
 * ('Prepaid balance wording replaces "total amount due" for prepaid accounts') and doc 1 §4.1 the
 * 'N/A' of a prepaid or missing due date; doc 3 §2.4 gives 'There are no accounts available.' for an
 * account list without accounts. The spec does not describe this list's total or its search: those
 * texts are ours.
 */
export const accountListMessages = {
  /** The balance of a standard account: what it owes. */
  amountDue: 'Total Amount Due',
  /** The balance of a prepaid account (doc 1 §9). */
  prepaidBalance: 'Prepaid Balance',
  /** A prepaid account's due date, or a missing one (doc 1 §4.1). */
  notAvailable: 'N/A',
  /** The member has no account (doc 3 §2.4's wording for an empty account list). */
  noAccounts: 'There are no accounts available.',
  /** No account matches the search. */
  noMatch: (query: string) => `No accounts match “${query}”.`,
  /** The total of the balances owed on every account (see `totalAmountDue`). */
  totalDue: 'Total Amount Due, All Accounts',
  /** What the total counts, said beside it. */
  totalDueNote:
    'The sum of the balances owed on all your accounts. Credits and prepaid balances are not included.',
};

export type AccountListMessages = MessageCatalogue<typeof accountListMessages>;
