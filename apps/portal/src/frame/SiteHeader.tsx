import { useIsLoggedIn } from '@coop-portal/api-client/react';
import { useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { useMemo } from 'react';
import { useLocation } from '../routing/hooks';
import { isLoadableUrl } from './head';
import { loadMenus } from './lazyMenus';
import { currentLinkId } from './menuLinks';
import { FrameLink } from './FrameLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { frameMessages, frameTranslations } from './messages';
import { MobileMenu } from './MobileMenu';
import { navigationTranslations } from './navigationMessages';
import { ProfileMenu } from './ProfileMenu';
import * as styles from './header.css';
import { useFrameData } from './useFrameData';

/**
 * The header (doc 1 §2.1): the logo (the configured image, else the co-op name) leading to the
 * logo redirection link; Sign In when signed out and not on /login; the profile menu when signed
 * in; the main menu (doc 1 §2.2), as drop-downs from 600px wide and behind a Menu button below.
 */
export function SiteHeader() {
  const m = useCatalogue(frameMessages, frameTranslations);
  const labels = useCatalogue(navigation.navigationMessages, navigationTranslations);
  const { settings, configuration } = useFrameData();
  const isLoggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  const entries = useMemo(
    () =>
      settings && configuration
        ? navigation.mainMenu({ isLoggedIn, settings, configuration, messages: labels })
        : [],
    [isLoggedIn, settings, configuration, labels],
  );
  const currentId = currentLinkId(entries, { pathname, search });
  const coopName = settings?.coopName ?? m.portalName;
  const logoPath = settings?.portalLogoPath?.trim();
  const logoHref = navigation.logoTarget(settings ?? {});

  return (
    // The drop-down menus load when the pointer, a touch or the focus enters the header.
    <header
      className={styles.header}
      onPointerEnter={() => void loadMenus()}
      onTouchStart={() => void loadMenus()}
      onFocus={() => void loadMenus()}
    >
      <div className={styles.topBar}>
        {/* An absolute logo link (the co-op's website) opens in the same tab, as a logo does. */}
        <FrameLink href={logoHref} className={styles.logo}>
          {logoPath && isLoadableUrl(logoPath) ? (
            <img className={styles.logoImage} src={logoPath} alt={coopName} />
          ) : (
            coopName
          )}
        </FrameLink>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.languageSwitch} />
          {navigation.isSignInLinkShown({ isLoggedIn, pathname }) ? (
            <FrameLink href="/login" className={styles.signIn}>
              {m.header.signIn}
            </FrameLink>
          ) : null}
          {isLoggedIn ? <ProfileMenu /> : null}
          <MobileMenu entries={entries} currentId={currentId} />
        </div>
      </div>
      <MainMenu entries={entries} currentId={currentId} />
    </header>
  );
}
