import type { CatalogueTranslations } from '@coop-portal/ui';

/** The wording of the usage tracker pages (doc 2 §2.7); the tracker's own is the widget's. */
export const usagePageMessages = {
  title: 'Usage Tracker',
  /** The member has no account to show usage for. */
  noAccounts: 'There are no accounts on your login to show usage for.',
  /** The Usages feature is off for the co-op. */
  unavailable: 'The usage tracker is not available at this time.',
  /** Back to the account overview when the tracker is not available. */
  accountOverview: 'Go to Account Overview',
};

export type UsagePageMessages = typeof usagePageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const usagePageTranslations: CatalogueTranslations<UsagePageMessages> = {
  name: 'portal.usagePage',
  'es-US': () => import('./messages.es').then((module) => module.usagePageMessagesEs),
};
