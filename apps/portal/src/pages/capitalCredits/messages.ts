import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the capital credit pages (doc 3 §2.1 routes, §2.9, §2.10). What the pages show
 * is the widgets' wording.
 */
export const capitalCreditsPageMessages = {
  letterReturnTitle: 'Capital Credit Letter Return',
  unclaimedTitle: 'Unclaimed Capital Credits',
};

export type CapitalCreditsPageMessages = typeof capitalCreditsPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const capitalCreditsPageTranslations: CatalogueTranslations<CapitalCreditsPageMessages> = {
  name: 'portal.capitalCreditsPage',
  'es-US': () => import('./messages.es').then((module) => module.capitalCreditsPageMessagesEs),
};
