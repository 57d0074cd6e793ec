import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';
import { accountOverviewMessages } from '../accountOverview/messages';

/**
 * Billing and payment history texts: the spec's own, verbatim (doc 2 §2.1, §8), and the date range
 * rule's, which the spec does not give.
 */
export const billingHistoryMessages = {
  noHistory: accountOverviewMessages.noHistory,
  billFileNotFound: accountOverviewMessages.billFileNotFound,
  statementNotAvailable: accountOverviewMessages.statementNotAvailable,
  checkBackSoon: accountOverviewMessages.checkBackSoon,
  /** A From date after the To date (not spec wording). */
  fromAfterTo: 'The To date must be on or after the From date.',
  /** A date that cannot be read (not spec wording). */
  invalidDate: fallbackMessages.invalidDate,
};

export type BillingHistoryMessages = MessageCatalogue<typeof billingHistoryMessages>;
