import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Deposits and Arrangements pages (doc 1 §2.2 names them; the titles are the
 * menu's). What the pages show is the widgets' wording; the rest here is ours.
 */
export const depositsPageMessages = {
  depositsTitle: 'Deposits',
  arrangementsTitle: 'Arrangements',
  /** The Deposits feature is off for the co-op. */
  depositsUnavailable: 'Deposits are not available at this time.',
  /** The Arrangements feature is off for the co-op. */
  arrangementsUnavailable: 'Payment arrangements are not available at this time.',
  /** Back to the account overview when the page is not available. */
  accountOverview: 'Go to Account Overview',
  /** The page shows one account (query accountno): the way to all of them. */
  allAccountsDeposits: 'View deposits on all your accounts',
  allAccountsArrangements: 'View arrangements on all your accounts',
};

export type DepositsPageMessages = typeof depositsPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const depositsPageTranslations: CatalogueTranslations<DepositsPageMessages> = {
  name: 'portal.depositsPage',
  'es-US': () => import('./messages.es').then((module) => module.depositsPageMessagesEs),
};
