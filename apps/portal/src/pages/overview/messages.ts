import type { CatalogueTranslations } from '@coop-portal/ui';

/** The wording of the account overview page (doc 2 §2.1); the overview's own is the widget's. */
export const overviewPageMessages = {
  title: 'Account Overview',
};

export type OverviewPageMessages = typeof overviewPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const overviewPageTranslations: CatalogueTranslations<OverviewPageMessages> = {
  name: 'portal.overviewPage',
  'es-US': () => import('./messages.es').then((module) => module.overviewPageMessagesEs),
};
