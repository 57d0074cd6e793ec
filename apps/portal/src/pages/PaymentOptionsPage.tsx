import { useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { navigationTranslations } from '../frame/navigationMessages';
import { pageMessages, pageTranslations } from './messages';
import * as styles from './pages.css';
import { TileGrid, type GridTile } from './TileGrid';

/**
 * Payment Options (doc 1 §2.4, for members): the tiles of `navigation.paymentOptionTiles` —
 * Paperless (My Profile with `{ isPaperless: true }`, which opens its paperless tab), Pay Now and
 * EZ Pay.
 */
export function PaymentOptionsPage() {
  const labels = useCatalogue(navigation.navigationMessages, navigationTranslations);
  const pages = useCatalogue(pageMessages, pageTranslations);
  const m = pages.paymentOptions;
  const tiles = navigation.paymentOptionTiles(labels).map((tile): GridTile => ({
    id: tile.id,
    title: tile.title,
    text: tile.text,
    action: {
      label: labels.tiles.open,
      'aria-label': pages.home.openTile(tile.title),
      href: tile.href,
    },
    ...(tile.state ? { state: tile.state } : {}),
  }));
  return (
    <>
      <h1 className={styles.pageTitle}>{m.title}</h1>
      <p className={styles.intro}>{m.intro}</p>
      <TileGrid label={m.tilesLabel} tiles={tiles} wide />
    </>
  );
}
