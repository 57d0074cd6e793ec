/** The wording of the all-accounts page; the list's own is the AccountList widget's. */
export const accountsPageMessages = {
  /** The route's title (routes.tsx), the page's h1. */
  title: 'All Accounts',
  /** While the signed-in member is read. */
  loading: 'Loading your accounts',
};
