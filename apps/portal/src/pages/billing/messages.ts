/**
 * The wording of the billing pages (doc 1 §2.2 Account History; /viewbill and /no-bill of the
 * route table, doc 3 §2.1); the history's and the bill's own wording is the widgets'.
 */
export const billingPageMessages = {
  historyTitle: 'Account History',
  viewBillTitle: 'View Bill',
  noBillTitle: 'Bill Not Available',
  /** While the member's accounts load. */
  loadingAccounts: 'Loading your accounts',
  /** The member's accounts could not be read. */
  accountsFailed: 'Your accounts could not be loaded. Please try again later.',
  /** The member has no account. */
  noAccounts: 'There are no accounts on your login.',
  /** The account shown, under the title. */
  accountShown: (accountNumber: string) => `Account ${accountNumber}`,
  /** Back to the list the member came from (query isFromViewAllAccounts). */
  backToAllAccounts: 'Back to All Accounts',
  /** The way back from /no-bill. */
  accountOverview: 'Go to Account Overview',
};
