import type { CatalogueTranslations } from '@coop-portal/ui';
import { payMultiple, type MessageCatalogue } from '@coop-portal/validation';
import { paymentFieldsMessages } from '../shared/PaymentFields/messages';

/**
 * Wording of Pay Multiple Accounts (/billpayments/pay-multiple). The amount messages are doc 1
 * §5.1's, each naming its account (validation's `payMultipleMessages`); the cutoff message comes
 * from the co-op's settings. The spec names the page without its labels: the rest is ours. A co-op
 * may override any of it through the widget's `messages` prop.
 */
export const payMultipleAccountsMessages = {
  ...payMultiple.payMultipleMessages,
  // The payment date, where the site allows future-dated payments (validation's wording)
  ...payMultiple.paymentDateMessages,
  ...paymentFieldsMessages,
  heading: 'Pay Multiple Accounts',
  intro:
    'Select the accounts to pay and check each amount. One payment pays them all: choose how to pay, then press Pay.',
  loading: 'Loading your accounts',
  retry: 'Try again',
  noAccounts: 'There is no account to pay.',
  notSignedIn: 'Please sign in to pay your bill, or use Quick Pay.',
  dismissLabel: 'Dismiss',
  errorSummaryTitle: 'Please correct the following:',

  // The table
  caption: 'Your accounts',
  selectAll: 'Select All',
  select: 'Pay',
  /** A row's checkbox, named for its account. */
  selectAccount: (accountNumber: string) => `Pay account ${accountNumber}`,
  accountNumber: 'Account Number',
  accountType: 'Type',
  balance: 'Balance',
  prepaidBalance: 'Prepaid Balance',
  dueDate: 'Due Date',
  pastDue: 'Past Due',
  status: 'Status',
  amount: 'Payment Amount',
  /** A row's amount field, named for its account. */
  amountFor: (accountNumber: string) => `for account ${accountNumber}`,

  // The payment
  summaryLabel: 'Your payment',
  selectedCount: 'Accounts selected',
  total: 'Total Payment',
  tax: 'Tax',
  taxIncluded: 'Included in your bill amounts',
  convenienceFee: 'Convenience Fee',
  loadingTax: 'Calculating…',
  pay: 'Pay',
  paying: 'Starting your payment',
  /** Pay with a later payment date: the payment is scheduled for that day. */
  schedulePay: 'Schedule Payment',
  scheduling: 'Starting your scheduled payment',
  scheduledFor: 'Scheduled For',

  // The cutoff block (doc 1 §4.1: the configured message, shown in a dialog)
  cutoffTitle: 'Payment not available',
  cutoffOk: 'OK',
};

export type PayMultipleAccountsMessages = MessageCatalogue<typeof payMultipleAccountsMessages>;

/** Its translations, each loaded the first time the widget speaks that language. */
export const payMultipleAccountsTranslations: CatalogueTranslations<PayMultipleAccountsMessages> = {
  name: 'payMultipleAccounts',
  'es-US': () => import('./messages.es').then((module) => module.payMultipleAccountsMessagesEs),
};
