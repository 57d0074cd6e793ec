/**
 * What /login does with its visitor (doc 1 §2.7): a guest sees the sign-in page; a member already
 * signed in goes to the account overview — unless the usage-analytics feature (AclaraAce) is on:
 * then the member is signed out and sees the sign-in page (signing in again leads to the jump).
 */
export function loginPageVisit(options: {
  isLoggedIn: boolean;
  aclaraEnabled: boolean;
}): 'show' | 'signOutAndShow' | 'toAccountOverview' {
  if (!options.isLoggedIn) return 'show';
  return options.aclaraEnabled ? 'signOutAndShow' : 'toAccountOverview';
}
