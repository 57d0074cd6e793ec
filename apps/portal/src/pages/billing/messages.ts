import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the billing pages (doc 1 §2.2 Account History; /viewbill and /no-bill of the
 * route table, doc 3 §2.1); the history's and the bill's own wording is the widgets'.
 */
export const billingPageMessages = {
  historyTitle: 'Account History',
  viewBillTitle: 'View Bill',
  noBillTitle: 'Bill Not Available',
  /** The account shown, under the title. */
  accountShown: (accountNumber: string) => `Account ${accountNumber}`,
  /** The way back from /no-bill. */
  accountOverview: 'Go to Account Overview',
};

export type BillingPageMessages = typeof billingPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const billingPageTranslations: CatalogueTranslations<BillingPageMessages> = {
  name: 'portal.billingPage',
  'es-US': () => import('./messages.es').then((module) => module.billingPageMessagesEs),
};
