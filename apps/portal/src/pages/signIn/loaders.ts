import { navigation, signIn } from '@coop-portal/validation';
import type { PortalDeps } from '../../app/deps';
import { redirectTo, replaceWith, type Loader } from '../../routing/router';
import { loadStartup } from '../../startup/startup';

export const LOGIN_PATH = '/login';
export const ACCOUNT_OVERVIEW_PATH = '/accountoverview';
export const EXTERNAL_REDIRECT_PATH = '/external-redirect';

/**
 * /login (doc 1 §2.7): a visitor already signed in goes to the account overview, or, when the
 * AclaraAce feature (the usage-analytics jump) is on, is signed out and sees the sign-in page.
 */
export function loginLoader(deps: PortalDeps): Loader {
  return async () => {
    if (!deps.session.isLoggedIn()) return null;
    const { settings } = await loadStartup(deps);
    const visit = signIn.loginPageVisit({
      isLoggedIn: true,
      aclaraEnabled: navigation.isFeatureOn(settings.features, 'AclaraAce'),
    });
    if (visit === 'toAccountOverview') throw redirectTo(ACCOUNT_OVERVIEW_PATH);
    if (visit === 'signOutAndShow') deps.session.signOut('signOut');
    return null;
  };
}

/**
 * The external login redirect (doc 1 §2.6): another application sends the member here with
 * `?token=…&member=…`. The token becomes the session's access token at once and the query string
 * leaves the address bar (a history replace), so the token is never kept in the history; the page
 * then loads the member's accounts and details and goes on to the account overview. Without a
 * token (or without a member) it goes to the login route.
 */
export function externalRedirectLoader({ session }: PortalDeps): Loader {
  // Set between the visit with the token and its replacement without the query string.
  let arrived = false;
  return ({ url }) => {
    const query = url.searchParams;
    const token = query.get('token')?.trim();
    const member = query.get('member')?.trim();
    if (token && member) {
      session.signIn({ accessToken: token, memberNumber: member, memberMfaEnabled: false });
      arrived = true;
      throw replaceWith(EXTERNAL_REDIRECT_PATH);
    }
    if (arrived && !query.has('token') && session.isLoggedIn()) {
      arrived = false;
      return null;
    }
    arrived = false;
    throw redirectTo(LOGIN_PATH);
  };
}

/**
 * The usage-analytics jump (doc 2 §2.10, §6): only for a member signed in with a valid token; any
 * other visitor goes to the login route.
 */
export function aclaraJumpLoader({ session }: PortalDeps): Loader {
  return () => {
    if (!session.isLoggedIn()) throw redirectTo(LOGIN_PATH);
    return null;
  };
}
