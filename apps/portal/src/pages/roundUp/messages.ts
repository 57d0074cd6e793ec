import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Operation RoundUp page (doc 3 §2.1: title Operation RoundUp). What the page
 * shows is the widget's wording.
 */
export const roundUpPageMessages = {
  title: 'Operation RoundUp',
};

export type RoundUpPageMessages = typeof roundUpPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const roundUpPageTranslations: CatalogueTranslations<RoundUpPageMessages> = {
  name: 'portal.roundUpPage',
  'es-US': () => import('./messages.es').then((module) => module.roundUpPageMessagesEs),
};
