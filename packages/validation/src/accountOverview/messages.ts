import type { MessageCatalogue } from '../shared/catalogue';

/** Account overview texts, verbatim from doc 2 §2.1 and §8. */
export const accountOverviewMessages = {
  noHistory: 'No Billing / Payment History Record Found',
  billFileNotFound: 'Bill History File not found.',
  capitalCreditFileNotFound: 'Capital Credit File not found.',
  statementNotAvailable: 'The billing statement is not available.',
  checkBackSoon: 'Please check back soon.',
  restorationNotYetKnown: 'not yet known',
  linkedAccountsFailed: (error: string) => `Failed to load linked accounts: ${error}`,
};

export type AccountOverviewMessages = MessageCatalogue<typeof accountOverviewMessages>;
