import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Average Billing page (doc 3 §2.1: title Average Billing). What the page shows
 * is the widget's wording.
 */
export const averageBillingPageMessages = {
  title: 'Average Billing',
};

export type AverageBillingPageMessages = typeof averageBillingPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const averageBillingPageTranslations: CatalogueTranslations<AverageBillingPageMessages> = {
  name: 'portal.averageBillingPage',
  'es-US': () => import('./messages.es').then((module) => module.averageBillingPageMessagesEs),
};
