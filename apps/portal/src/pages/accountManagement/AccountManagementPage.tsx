import { useIsLoggedIn } from '@coop-portal/api-client/react';
import { useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import {
  accountManagementTranslations,
  navigationTranslations,
} from '../../frame/navigationMessages';
import { useSiteConfigurationData, useSiteSettingsData } from '../../startup/useStartup';
import * as styles from '../pages.css';
import { TileGrid, type GridTile } from '../TileGrid';

/**
 * Account Management (/account-management and /pages/account-management; the route tables give
 * its path, not its content): where a person manages their online access. A guest finds sign in,
 * registration, the two recovery pages and Quick Pay; a signed-in member the profile pages, the
 * notifications and the accounts list (`navigation.accountManagementTiles`).
 */
export function AccountManagementPage() {
  const labels = useCatalogue(navigation.navigationMessages, navigationTranslations);
  const m = useCatalogue(navigation.accountManagementMessages, accountManagementTranslations);
  const open = labels.tiles.open;
  const isLoggedIn = useIsLoggedIn();
  const settings = useSiteSettingsData();
  const configuration = useSiteConfigurationData();
  const tiles = navigation
    .accountManagementTiles({ isLoggedIn, settings, configuration, messages: labels, wording: m })
    .map((tile): GridTile => ({
      id: tile.id,
      title: tile.title,
      text: tile.text,
      action: { label: open, 'aria-label': `${open} ${tile.title}`, href: tile.href },
    }));
  return (
    <>
      <h1 className={styles.pageTitle}>{m.title}</h1>
      <p className={styles.intro}>{isLoggedIn ? m.memberIntro : m.guestIntro}</p>
      <TileGrid label={m.tilesLabel} tiles={tiles} />
    </>
  );
}
