import type { SiteConfiguration } from '@coop-portal/api-client';
import { useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { navigationTranslations } from '../frame/navigationMessages';
import { useSiteConfigurationData } from '../startup/useStartup';
import { pageMessages, pageTranslations, type PageMessages } from './messages';
import * as styles from './pages.css';
import { TileGrid, type GridTile } from './TileGrid';

/** The providers' sites of the four Services and Products tiles (site configuration). */
export type ServicesAndProductsLinks = NonNullable<SiteConfiguration['servicesAndProductsLinks']>;

type ServicesTitles = navigation.NavigationMessages['servicesAndProducts'];
type ServicesTexts = PageMessages['servicesAndProducts'];

/** The four tiles in the order doc 3 §2.12 names them, with their title's and text's keys. */
const tileOrder = [
  { id: 'energySavings', title: 'energySavings', text: 'energySavingsText' },
  { id: 'applianceRepair', title: 'applianceRepair', text: 'applianceRepairText' },
  { id: 'treeTrimming', title: 'treeTrimming', text: 'treeTrimmingText' },
  { id: 'securitySystems', title: 'securitySystems', text: 'securitySystemsText' },
] as const satisfies readonly {
  id: keyof ServicesAndProductsLinks;
  title: keyof ServicesTitles;
  text: keyof ServicesTexts;
}[];

export interface ServicesProductsTilesProps {
  links: ServicesAndProductsLinks | null | undefined;
}

/**
 * The Services and Products tiles (doc 3 §2.12): Energy Savings, Appliance Repair, Tree Trimming
 * and Security Systems, each opening its provider's site in a new window. A tile whose site is
 * not configured is left out; with none, a message says so.
 */
export function ServicesProductsTiles({ links }: ServicesProductsTilesProps) {
  const titles = useCatalogue(
    navigation.navigationMessages,
    navigationTranslations,
  ).servicesAndProducts;
  const m = useCatalogue(pageMessages, pageTranslations).servicesAndProducts;
  const tiles = tileOrder.flatMap(({ id, title: titleKey, text }): GridTile[] => {
    const href = links?.[id];
    if (!navigation.isUsableLink(href)) return [];
    const title = titles[titleKey];
    return [
      {
        id,
        title,
        text: m[text],
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
  const m = useCatalogue(pageMessages, pageTranslations).servicesAndProducts;
  const configuration = useSiteConfigurationData();
  return (
    <>
      <h1 className={styles.pageTitle}>{m.title}</h1>
      <p className={styles.intro}>{m.intro}</p>
      <ServicesProductsTiles links={configuration.servicesAndProductsLinks} />
    </>
  );
}
