import type { MessageCatalogue } from '../shared/catalogue';
import { quickPayMessages } from '../quickPay/messages';

/**
 * Wording of the Pay Multiple Accounts rules. The amount messages are doc 1 §5.1's, verbatim
 * (validation's `quickPayMessages`); several accounts are checked at once, so each message is put
 * after the account it is about (our wording: 'Account 1000001: You may not overpay your account
 * balance.').
 */
export const payMultipleMessages = {
  ...quickPayMessages,
  /** A §5.1 amount message, naming the account it is about. */
  accountAmountMessage: (accountNumber: string, message: string) =>
    `Account ${accountNumber}: ${message}`,
  /** Pay was pressed with no account selected. */
  noAccountSelected: 'Please select at least one account to pay.',
};

export type PayMultipleMessages = MessageCatalogue<typeof payMultipleMessages>;
