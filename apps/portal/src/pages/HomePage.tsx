import { useIsLoggedIn, useServiceAccountTypes } from '@coop-portal/api-client/react';
import { useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { lazy, Suspense, useState } from 'react';
import { navigationTranslations } from '../frame/navigationMessages';
import { useSiteConfigurationData, useSiteSettingsData } from '../startup/useStartup';
import bannerImage from './home-banner.svg?no-inline';
import * as styles from './HomePage.css';
import { pageMessages, pageTranslations } from './messages';
import { TileGrid, type GridTile } from './TileGrid';

/** The Quick Pay tile's dialogs, loaded when the tile is pressed (not with the home page). */
const HomePaymentDialog = lazy(() =>
  import('./quickPay/HomePaymentDialog').then((module) => ({ default: module.HomePaymentDialog })),
);

/** The dialog a home tile opens instead of following its link (the Quick Pay tile). */
export type HomeTileDialog = NonNullable<navigation.HomeTile['opensDialog']>;

export interface HomeTilesProps {
  /**
   * Opens the Quick Pay dialog (guest) or the payment confirmation (member) from the Quick Pay
   * tile. Until it is given, the tile links to /quick-pay.
   */
  onOpenDialog?: (dialog: HomeTileDialog) => void;
}

/**
 * The home tiles (doc 1 §2.3), every rule from `navigation.homeTiles`: the account types for
 * service requests are asked for when the ApplicationForService feature is on; while they load the
 * service-application tile waits, and when the call fails it shows as 'Application For Service'.
 */
export function HomeTiles({ onOpenDialog }: HomeTilesProps) {
  const labels = useCatalogue(navigation.navigationMessages, navigationTranslations);
  const m = useCatalogue(pageMessages, pageTranslations).home;
  const t = labels.tiles;
  const settings = useSiteSettingsData();
  const configuration = useSiteConfigurationData();
  const isLoggedIn = useIsLoggedIn();
  const serviceApplication = navigation.isFeatureOn(settings.features, 'ApplicationForService');
  const accountTypes = useServiceAccountTypes({ enabled: serviceApplication });
  const { tiles, wide } = navigation.homeTiles({
    isLoggedIn,
    settings,
    configuration,
    accountTypes: accountTypes.data?.map((type) => type.accountType) ?? null,
    messages: labels,
  });

  const gridTiles = tiles.map((tile): GridTile => {
    const dialog = tile.opensDialog;
    return {
      id: tile.id,
      title: tile.title,
      text: tile.subtitle ? (
        <>
          <span className={styles.subtitle}>{tile.subtitle}</span>
          {tile.text}
        </>
      ) : (
        tile.text
      ),
      action:
        dialog && onOpenDialog
          ? { label: t.quickPayAction, onPress: () => onOpenDialog(dialog) }
          : dialog
            ? { label: t.quickPayAction, href: tile.href }
            : { label: t.open, 'aria-label': m.openTile(tile.title), href: tile.href },
      ...(tile.state ? { state: tile.state } : {}),
      ...(dialog ? { data: { 'data-opens-dialog': dialog } } : {}),
      ...(tile.id === 'application-for-service' && accountTypes.isPending
        ? { pendingLabel: m.loadingServiceApplication }
        : {}),
    };
  });

  return <TileGrid label={m.tilesLabel} tiles={gridTiles} wide={wide} />;
}

/** Home (doc 1 §2.3: /home and the empty path): the banner and the tiles. */
export function HomePage() {
  const m = useCatalogue(pageMessages, pageTranslations).home;
  const settings = useSiteSettingsData();
  const [dialog, setDialog] = useState<HomeTileDialog | null>(null);
  return (
    <>
      <section className={styles.banner} aria-labelledby="home-title">
        <div>
          <h1 id="home-title" className={styles.title}>
            {settings.coopName || m.fallbackTitle}
          </h1>
          <p className={styles.welcome}>{m.welcome}</p>
        </div>
        <img className={styles.image} src={bannerImage} alt="" width={360} height={200} />
      </section>
      <HomeTiles onOpenDialog={setDialog} />
      {dialog ? (
        <Suspense fallback={null}>
          <HomePaymentDialog dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
