import { redirectTo, type LoaderArgs } from './router';
import type { PortalDeps } from '../app/deps';

/** Where a guest goes from a page for members: the login page, coming back afterwards. */
export function loginPathFor(url: URL): string {
  return `/login?returnUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * The guard of the member pages (doc 3 §2.1: "guarded means a signed-in member is required"): a
 * visitor who is not signed in (doc 1 §3) goes to /login with a returnUrl to come back to.
 */
export function requireMember({ session }: Pick<PortalDeps, 'session'>) {
  return ({ url }: LoaderArgs) => {
    if (!session.isLoggedIn()) throw redirectTo(loginPathFor(url));
    return null;
  };
}
