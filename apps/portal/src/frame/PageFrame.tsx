import { useSiteSettings } from '@coop-portal/api-client/react';
import { ContactDetails } from '@coop-portal/widgets';
import { Suspense } from 'react';
import { navigation } from '@coop-portal/validation';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { useRouteTitles } from '../routing/handle';
import * as styles from './frame.css';
import { RouteLoading } from './RouteLoading';

/**
 * The page frame (doc 1 §2.1): header with the logo link, main content, footer with contact
 * details, copyright and application version. Menus, sign-in state and the account switcher come
 * with the frame issue.
 */
export function PageFrame() {
  const settings = useSiteSettings();
  const routerNavigation = useNavigation();
  const coopName = settings.data?.coopName;
  const logoTarget = settings.data?.logoClickRedirectionLink || '/home';
  const location = useLocation();
  const titles = useRouteTitles();
  const title = navigation.pageTitle([...titles, coopName]);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <header className={styles.header}>
        <Link className={styles.logo} to={logoTarget}>
          {coopName ?? 'Member Portal'}
        </Link>
        <nav aria-label="Main menu" className={styles.nav}>
          <Link className={styles.navLink} to="/home">
            Home
          </Link>
        </nav>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={styles.main}
        aria-busy={routerNavigation.state === 'loading'}
      >
        <Suspense fallback={<RouteLoading />}>
          {/* Every navigation shows the page anew, the same URL included (doc 1 §2.1). */}
          <Outlet key={location.key} />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <ContactDetails />
          {settings.data ? (
            <p className={styles.smallPrint}>
              {settings.data.copyright ? (
                <span>
                  © {settings.data.copyright.year} {settings.data.copyright.caption}
                </span>
              ) : null}
              {settings.data.appVersion ? <span>Version {settings.data.appVersion}</span> : null}
            </p>
          ) : null}
        </div>
      </footer>
    </div>
  );
}
