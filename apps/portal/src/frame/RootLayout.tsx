import { SESSION_TIMEOUT_LOGIN_PATH } from '@coop-portal/api-client';
import { useIsLoggedIn, useSession } from '@coop-portal/api-client/react';
import { LinkProvider, preloadCatalogues, useLocale } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { lazy, useLayoutEffect } from 'react';
import { Outlet, useHref, useNavigate } from '../routing/hooks';
import { routeTitleTranslations } from '../routing/routeTitles';
import { HeadEffects } from './HeadEffects';
import { AfterFirstView } from './firstView';
import { LazyBoundary } from './LazyBoundary';
import { frameTranslations } from './messages';
import { navigationTranslations } from './navigationMessages';

// A guest's page never downloads the session warning: it loads once a member is signed in, once
// the first view is in (its dialog is due two minutes before the session ends, never at once).
const SessionExpiryWarning = lazy(() =>
  import('../session/SessionExpiryWarning').then((module) => ({
    default: module.SessionExpiryWarning,
  })),
);

/**
 * The router's href for a kit link. React Router's useHref resolves every value as a route path
 * ('https://x.example' would become '/https:/x.example'), so absolute URLs pass through as they are.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return navigation.isExternalLink(href) ? href : routed;
}

/**
 * The translations the first view of every page reads (the route titles, the frame's wording, the
 * menu labels): asked for together, so a page opened in Spanish waits for one round of downloads,
 * not one after the other as each part of the frame asks for its own.
 */
const firstViewTranslations = [routeTitleTranslations, frameTranslations, navigationTranslations];

/**
 * Around every page, with or without the frame: kit links navigate through the router, a session
 * that expires or is refused ends on /login?sessionTimeOut=true (doc 1 §4.2), and the document
 * head follows the page and the site settings (title, favicon, analytics, custom files).
 */
export function RootLayout() {
  // Each translation loads once: asking again on a later render costs nothing.
  void preloadCatalogues(useLocale(), firstViewTranslations);
  const navigate = useNavigate();
  const session = useSession();
  const isLoggedIn = useIsLoggedIn();
  // Listening starts as the frame is put on screen, before any page effect runs: a session that
  // ends in that moment (a page's first call answered 401) still ends on the login page.
  useLayoutEffect(
    () =>
      session.subscribe((event) => {
        if (event.type === 'signedOut' && event.reason !== 'signOut') {
          void navigate(SESSION_TIMEOUT_LOGIN_PATH);
        }
      }),
    [session, navigate],
  );
  return (
    <LinkProvider navigate={(path) => void navigate(path)} useHref={useLinkHref}>
      <HeadEffects />
      <Outlet />
      {isLoggedIn ? (
        <AfterFirstView>
          <LazyBoundary>
            <SessionExpiryWarning />
          </LazyBoundary>
        </AfterFirstView>
      ) : null}
    </LinkProvider>
  );
}
