import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Delinquent History page (doc 3 §2.1 route, §2.6). What the page shows is the
 * widget's wording.
 */
export const delinquentsPageMessages = {
  title: 'Delinquent History',
  accountShown: (accountNumber: string) => `Delinquent notices of account ${accountNumber}.`,
};

export type DelinquentsPageMessages = typeof delinquentsPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const delinquentsPageTranslations: CatalogueTranslations<DelinquentsPageMessages> = {
  name: 'portal.delinquentsPage',
  'es-US': () => import('./messages.es').then((module) => module.delinquentsPageMessagesEs),
};
