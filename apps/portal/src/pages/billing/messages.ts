/**
 * The wording of the billing pages (doc 1 §2.2 Account History; /viewbill and /no-bill of the
 * route table, doc 3 §2.1); the history's and the bill's own wording is the widgets'.
 */
export const billingPageMessages = {
  historyTitle: 'Account History',
  viewBillTitle: 'View Bill',
  noBillTitle: 'Bill Not Available',
  /** The account shown, under the title. */
  accountShown: (accountNumber: string) => `Account ${accountNumber}`,
  /** The way back from /no-bill. */
  accountOverview: 'Go to Account Overview',
};
