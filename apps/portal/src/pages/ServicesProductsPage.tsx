import type { SiteConfiguration } from '@coop-portal/api-client';
import { navigation } from '@coop-portal/validation';
import { useSiteConfigurationData } from '../startup/useStartup';
import { pageMessages } from './messages';
import * as styles from './pages.css';
import { TileGrid, type GridTile } from './TileGrid';

const m = pageMessages.servicesAndProducts;
const titles = navigation.navigationMessages.servicesAndProducts;

/** The providers' sites of the four Services and Products tiles (site configuration). */
export type ServicesAndProductsLinks = NonNullable<SiteConfiguration['servicesAndProductsLinks']>;

/** The four tiles in the order doc 3 §2.12 names them. */
const tileOrder = [
  { id: 'energySavings', title: titles.energySavings, text: m.energySavingsText },
  { id: 'applianceRepair', title: titles.applianceRepair, text: m.applianceRepairText },
  { id: 'treeTrimming', title: titles.treeTrimming, text: m.treeTrimmingText },
  { id: 'securitySystems', title: titles.securitySystems, text: m.securitySystemsText },
] as const satisfies readonly { id: keyof ServicesAndProductsLinks; title: string; text: string }[];

export interface ServicesProductsTilesProps {
  links: ServicesAndProductsLinks | null | undefined;
}

/**
 * The Services and Products tiles (doc 3 §2.12): Energy Savings, Appliance Repair, Tree Trimming
 * and Security Systems, each opening its provider's site in a new window. A tile whose site is
 * not configured is left out; with none, a message says so.
 */
export function ServicesProductsTiles({ links }: ServicesProductsTilesProps) {
  const tiles = tileOrder.flatMap(({ id, title, text }): GridTile[] => {
    const href = links?.[id];
    if (!navigation.isUsableLink(href)) return [];
    return [
      {
        id,
        title,
        text,
        action: {
          label: m.visit,
          'aria-label': m.visitTile(title),
          href: href.trim(),
          isExternal: true,
        },
      },
    ];
  });
  if (tiles.length === 0) return <p className={styles.message}>{m.empty}</p>;
  return <TileGrid label={m.tilesLabel} tiles={tiles} />;
}

/** Services and Products (/services-products, doc 3 §2.12), public. */
export function ServicesProductsPage() {
  const configuration = useSiteConfigurationData();
  return (
    <>
      <h1 className={styles.pageTitle}>{m.title}</h1>
      <p className={styles.intro}>{m.intro}</p>
      <ServicesProductsTiles links={configuration.servicesAndProductsLinks} />
    </>
  );
}
