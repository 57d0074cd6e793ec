import type { CatalogueTranslations } from '@coop-portal/ui';
import { profile, roundUp } from '@coop-portal/validation';

/**
 * The round-up table's wording (doc 3 §2.3, §5; doc 2 §2.3, §5). The column names are those of the
 * spec's column list; the empty state and the date messages are the spec's.
 */
export const roundUpTableMessages = {
  /** The table's caption, which names it. */
  caption: 'Operation RoundUp',
  /** No account to show (doc 2 §2.3). */
  noAccounts: profile.profileMessages.noRoundUpAccounts,
  accountNumber: 'Account Number',
  accountType: 'Account Type',
  address: 'Address',
  /** The round-up toggle's column (PARTICIPATE). */
  roundUp: 'RoundUp',
  /** The amount's column (PLUSPARTICIPATE). */
  amount: 'RoundUp Plus Amount',
  expiration: 'Expiration Date',
  /** The box that ticks every row (the Operation RoundUp page). */
  selectAll: 'Select All',
  /** A row's box; with `selectAccount` it reads 'Select account 1000001'. */
  select: 'Select',
  selectAccount: (accountNumber: string) => `account ${accountNumber}`,
  /**
   * Completes a row's field label for screen readers, after the column name: 'RoundUp Plus Amount
   * for account 1000001'. On screen the column name alone labels the field.
   */
  forAccount: (accountNumber: string) => `for account ${accountNumber}`,
  /** An expiration date before tomorrow (doc 3 §5). */
  expirationInPast: roundUp.roundUpMessages.expirationInPast,
  /** An expiration date after the latest one (12/31/2121; the date comes formatted). */
  expirationTooLate: roundUp.roundUpMessages.dateTooLate,
};

export type RoundUpTableMessages = typeof roundUpTableMessages;

/** Its translations, each loaded the first time the round-up table speaks that language. */
export const roundUpTableTranslations: CatalogueTranslations<RoundUpTableMessages> = {
  name: 'roundUpTable',
  'es-US': () => import('./messages.es').then((module) => module.roundUpTableMessagesEs),
};
