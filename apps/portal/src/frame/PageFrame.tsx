import { useCatalogue, useFocusOnChange } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '../routing/hooks';
import { useNavigationState } from '../routing/router';
import { AccountSwitcher, WithAccountSwitcher } from './AccountSwitcher';
import { AnnouncementBanner } from './AnnouncementBanner';
import { AfterFirstView } from './firstView';
import * as styles from './frame.css';
import { LazyBoundary } from './LazyBoundary';
import OfflineBanner from './OfflineBanner';
import { frameMessages, frameTranslations } from './messages';
import { RouteLoading } from './RouteLoading';
import { SiteHeader } from './SiteHeader';
import { WebChat } from './WebChat';

// The footer starts below the screen (frame.css aboveFooter), so its code (the contact details,
// the social links) loads once the first view is in, in a chunk of its own.
const SiteFooter = lazy(() =>
  import('./SiteFooter').then((module) => ({ default: module.SiteFooter })),
);

/**
 * After a navigation, the focus moves to the new page's `<main>` (as after "Skip to main
 * content"), so keyboard and screen reader users start on the page they asked for instead of on
 * the link they left, which may be gone. Not on the first page, and not when the page has already
 * put the focus somewhere in it or in a dialog of its own (e.g. Quick Pay opening at once).
 */
function useFocusOnNavigation(locationKey: string) {
  const { ref } = useFocusOnChange<string, HTMLElement>(locationKey, {
    shouldFocus: (main) => {
      const active = document.activeElement;
      if (active && main.contains(active)) return false;
      return !active?.closest('[role="dialog"], [role="alertdialog"]');
    },
    focusOptions: { preventScroll: true },
  });
  return ref;
}

/**
 * The page frame (doc 1 §2.1) around every page but maintenance: the header with logo, Sign In or
 * profile menu and the main menu (hidden on the direct usage tracker), the announcement banner,
 * the account switcher strip, the page, the footer and the web chat launcher. The document head
 * (title, favicon, analytics, custom files) is kept by RootLayout's HeadEffects.
 */
export function PageFrame() {
  const m = useCatalogue(frameMessages, frameTranslations);
  const navigationState = useNavigationState();
  const location = useLocation();
  const mainRef = useFocusOnNavigation(location.key);

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {m.skipLink}
      </a>
      <div className={styles.aboveFooter}>
        {navigation.isHeaderShown(location.pathname) ? <SiteHeader /> : null}
        {/* With the frame's own code: the connection may drop at any moment, its code loaded or not. */}
        <OfflineBanner />
        <AnnouncementBanner />
        <AccountSwitcher />
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className={styles.main}
          aria-busy={navigationState === 'loading'}
        >
          <Suspense fallback={<RouteLoading />}>
            <WithAccountSwitcher fallback={<RouteLoading />}>
              {/* Each page is shown anew on every navigation (routes.tsx: freshOnEveryNavigation). */}
              <Outlet />
            </WithAccountSwitcher>
          </Suspense>
        </main>
      </div>
      <AfterFirstView>
        <LazyBoundary>
          <SiteFooter />
        </LazyBoundary>
      </AfterFirstView>
      <WebChat />
    </div>
  );
}
