/** The wording of the account profile page (doc 2 §2.2); the profile's own is the widget's. */
export const profilePageMessages = {
  title: 'Account Profile',
  /** The member has no account to show a profile for. */
  noAccounts: 'There are no accounts on your login to show a profile for.',
};
