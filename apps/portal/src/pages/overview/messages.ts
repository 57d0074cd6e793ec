/** The wording of the account overview page (doc 2 §2.1); the overview's own is the widget's. */
export const overviewPageMessages = {
  title: 'Account Overview',
  /** While the member's accounts load. */
  loadingAccounts: 'Loading your accounts',
  /** The member's accounts could not be read. */
  accountsFailed: 'Your accounts could not be loaded. Please try again later.',
  /** The member has no account on their login. */
  noAccounts: 'There are no accounts on your login.',
  /** Back to the list the member came from (query isFromViewAllAccounts). */
  backToAllAccounts: 'Back to All Accounts',
};
