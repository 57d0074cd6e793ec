import { navigation } from '@coop-portal/validation';
import { pageMessages } from './messages';
import * as styles from './pages.css';
import { TileGrid, type GridTile } from './TileGrid';

const m = pageMessages.paymentOptions;
const open = navigation.navigationMessages.tiles.open;

/**
 * Payment Options (doc 1 §2.4, for members): the tiles of `navigation.paymentOptionTiles` —
 * Paperless (My Profile with `{ isPaperless: true }`, which opens its paperless tab), Pay Now and
 * EZ Pay.
 */
export function PaymentOptionsPage() {
  const tiles = navigation.paymentOptionTiles().map((tile): GridTile => ({
    id: tile.id,
    title: tile.title,
    text: tile.text,
    action: { label: open, 'aria-label': pageMessages.home.openTile(tile.title), href: tile.href },
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
