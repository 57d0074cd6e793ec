import { LinkProvider, Spinner, Tile, type TileAction } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from '../routing/hooks';
import * as styles from './TileGrid.css';

/** A tile of a page's tile grid (home, payment options, services and products). */
export interface GridTile {
  /** Stable id, kept in `data-tile` on the list item. */
  id: string;
  title: string;
  text: ReactNode;
  action: TileAction;
  /** Router state passed along when the tile's link is followed (e.g. `{ isPaperless: true }`). */
  state?: unknown;
  /** Extra `data-*` attributes of the list item (e.g. `data-opens-dialog`). */
  data?: Record<`data-${string}`, string | undefined>;
  /** The tile's content is still loading: a placeholder with a spinner named by this text. */
  pendingLabel?: string;
}

export interface TileGridProps {
  /** The list's accessible name. */
  label: string;
  tiles: readonly GridTile[];
  /** Wider tiles: three columns at desktop width instead of four (doc 1 §2.3). */
  wide?: boolean;
}

/** The router's href of a portal path; another site's address stays as it is. */
function useTileHref(href: string): string {
  const routerHref = useHref(href);
  return navigation.isExternalLink(href) ? href : routerHref;
}

/**
 * A tile's link navigates through the router with the tile's router state (react-aria links call
 * `navigate`); another site's address is left untouched.
 */
function WithRouterState({ state, children }: { state: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkProvider navigate={(path) => void navigate(path, { state })} useHref={useTileHref}>
      {children}
    </LinkProvider>
  );
}

/**
 * Tiles in a responsive grid: four columns at desktop width (three when `wide`), two on a tablet,
 * stacked under 600px. Each tile's one action is a link or a button; a tile's router state travels
 * with its link.
 */
export function TileGrid({ label, tiles, wide = false }: TileGridProps) {
  return (
    <ul aria-label={label} className={styles.grid} data-wide={wide || undefined}>
      {tiles.map((tile) => {
        const content = tile.pendingLabel ? (
          <div className={styles.pending} aria-busy="true">
            <Spinner label={tile.pendingLabel} />
          </div>
        ) : (
          <Tile title={tile.title} headingLevel={2} action={tile.action} className={styles.tile}>
            {tile.text}
          </Tile>
        );
        return (
          <li key={tile.id} className={styles.item} data-tile={tile.id} {...tile.data}>
            {tile.state === undefined ? (
              content
            ) : (
              <WithRouterState state={tile.state}>{content}</WithRouterState>
            )}
          </li>
        );
      })}
    </ul>
  );
}
