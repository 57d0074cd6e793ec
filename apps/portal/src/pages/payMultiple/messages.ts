import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Pay Multiple Accounts page (doc 1 §2.2 names it; the title is the menu's).
 * What the page shows is the widget's wording.
 */
export const payMultiplePageMessages = {
  title: 'Pay Multiple Accounts',
};

export type PayMultiplePageMessages = typeof payMultiplePageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const payMultiplePageTranslations: CatalogueTranslations<PayMultiplePageMessages> = {
  name: 'portal.payMultiplePage',
  'es-US': () => import('./messages.es').then((module) => module.payMultiplePageMessagesEs),
};
