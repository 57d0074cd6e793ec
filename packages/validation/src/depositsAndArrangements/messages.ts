import { accountOverviewMessages } from '../accountOverview/messages';
import { plural } from '../i18n/format';
import type { MessageCatalogue } from '../shared/catalogue';

/**
 * Wording of the Deposits and Arrangements pages (doc 1 §2.2 names the pages, not their content).
 * The overdue-arrangement warning is the account overview's (doc 2 §2.1); everything else here is
 * ours, not the spec's: status labels, the empty states and the line on refunds and interest.
 */
export const depositsAndArrangementsMessages = {
  // Deposits
  /** A deposit the co-op still holds. */
  depositHeld: 'Held',
  /** A deposit returned to the member. */
  depositRefunded: 'Refunded',
  /** A deposit used to pay the account's bill (e.g. the final bill). */
  depositApplied: 'Applied to bill',
  /** What a refund and a deposit's interest mean, in one plain line. */
  depositsExplained:
    'We hold a deposit while you have service with us and it earns interest; a refund returns the deposit with its interest, by check or as a credit on your bill.',
  /** No deposit on any account shown. */
  noDeposits: 'There are no deposits on your accounts.',
  /** No deposit on the one account shown. */
  noDepositsOnAccount: (accountNumber: string) =>
    `There are no deposits on account ${accountNumber}.`,
  /** The accounts without a deposit, when others have some. */
  accountsWithoutDeposits: (accounts: string) => `No deposits on ${accounts}.`,

  // Arrangements
  /** An instalment that has been paid. */
  installmentPaid: 'Paid',
  /** An unpaid instalment whose due date is before today. */
  installmentOverdue: 'Overdue',
  /** The arrangement's next payment. */
  installmentNext: 'Next payment',
  /** An unpaid instalment after the next payment. */
  installmentUpcoming: 'Upcoming',
  /** An arrangement's next payment whose due date is before today (doc 2 §2.1). */
  arrangementOverdue: accountOverviewMessages.arrangementOverdue,
  /** No arrangement on any account shown. */
  noArrangements: 'There are no payment arrangements on your accounts.',
  /** No arrangement on the one account shown. */
  noArrangementsOnAccount: (accountNumber: string) =>
    `There are no payment arrangements on account ${accountNumber}.`,
  /** The accounts without an arrangement, when others have one. */
  accountsWithoutArrangements: (accounts: string) => `No payment arrangements on ${accounts}.`,

  /** One account or several, as a sentence names them: 'account 1000001', 'accounts 1, 2 and 3'. */
  accountList: (accountNumbers: readonly string[]) =>
    plural('en-US', accountNumbers.length, {
      one: `account ${accountNumbers[0]}`,
      other: `accounts ${accountNumbers.slice(0, -1).join(', ')} and ${accountNumbers.at(-1)}`,
    }),
};

export type DepositsAndArrangementsMessages = MessageCatalogue<
  typeof depositsAndArrangementsMessages
>;
