import type { CatalogueTranslations } from '@coop-portal/ui';
import { outage } from '@coop-portal/validation';

/** The wording of the outage page (doc 2 §2.6); the outage centre's own is the widget's. */
export const outagePageMessages = {
  title: 'Outage',
  /** The Outage feature is off for the co-op. */
  unavailable: 'Outage reporting is not available at this time.',
  /** Back to the account overview when outage reporting is not available. */
  accountOverview: 'Go to Account Overview',
  /** The member has no account to show (doc 2 §2.6, verbatim: validation's). */
  noAccounts: outage.outageMessages.noAccount,
};

export type OutagePageMessages = typeof outagePageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const outagePageTranslations: CatalogueTranslations<OutagePageMessages> = {
  name: 'portal.outagePage',
  'es-US': () => import('./messages.es').then((module) => module.outagePageMessagesEs),
};
