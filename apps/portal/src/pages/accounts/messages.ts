import type { CatalogueTranslations } from '@coop-portal/ui';

/** The wording of the all-accounts page; the list's own is the AccountList widget's. */
export const accountsPageMessages = {
  /** The route's title (routes.tsx), the page's h1. */
  title: 'All Accounts',
  /** While the signed-in member is read. */
  loading: 'Loading your accounts',
};

export type AccountsPageMessages = typeof accountsPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const accountsPageTranslations: CatalogueTranslations<AccountsPageMessages> = {
  name: 'portal.accountsPage',
  'es-US': () => import('./messages.es').then((module) => module.accountsPageMessagesEs),
};
