import type { CatalogueTranslations } from '@coop-portal/ui';
import type { navigation } from '@coop-portal/validation';

/*
 * The translations of the wording the portal takes from @coop-portal/validation's navigation
 * rules: the menu and tile labels (`navigation.navigationMessages`: the header's menus, the home,
 * payment options and services pages' tiles) and the Account Management page's wording. The
 * frame and the pages read them through `useCatalogue` and pass them to the rules (`mainMenu`,
 * `homeTiles`, `paymentOptionTiles`, `accountManagementTiles`). A co-op's custom menu keeps its
 * own labels.
 */

/** The menu and tile labels' translations, loaded the first time the portal speaks that language. */
export const navigationTranslations: CatalogueTranslations<navigation.NavigationMessages> = {
  name: 'portal.navigation',
  'es-US': () => import('./navigation.es').then((module) => module.navigationMessagesEs),
};

/** The Account Management page's translations. */
export const accountManagementTranslations: CatalogueTranslations<navigation.AccountManagementMessages> =
  {
    name: 'portal.accountManagement',
    'es-US': () => import('./navigation.es').then((module) => module.accountManagementMessagesEs),
  };
