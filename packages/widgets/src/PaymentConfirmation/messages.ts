import type { CatalogueTranslations } from '@coop-portal/ui';
import { quickPay, type MessageCatalogue } from '@coop-portal/validation';
import { paymentFieldsMessages } from '../shared/PaymentFields/messages';

/**
 * Wording of the signed-in member's payment confirmation dialog (doc 1 §2.3, §3, §4.1, §5.1, §9).
 * The rule messages (amount checks, restriction tooltips, N/A) are validation's `quickPayMessages`,
 * verbatim from the spec; the cutoff message comes from the co-op's settings. The spec names the
 * dialog without giving its labels: the rest is ours. A co-op may override any of it through the
 * dialog's `messages` prop.
 */
export const paymentConfirmationMessages = {
  ...quickPay.quickPayMessages,
  title: 'Payment Confirmation',
  closeLabel: 'Close',
  dismissLabel: 'Dismiss',
  errorSummaryTitle: 'Please correct the following:',
  intro: 'Check the amount and how you would like to pay, then press Pay.',

  // Loading and what can go wrong before the form shows
  loadingAccounts: 'Loading your accounts',
  loadingPaymentDetails: 'Loading the payment details',
  tryAgain: 'Try again',
  /** No signed-in member (the dialog is for members; guests use Quick Pay). */
  notSignedIn: 'Please sign in to pay your bill, or use Quick Pay.',
  noAccounts: 'There is no account to pay.',

  // The account and its amounts (doc 1 §3 payment amounts object)
  accountLabel: 'Account',
  /** An account in the account choice: its number, then its type and service address. */
  accountOption: (accountNumber: string, details: string) =>
    details ? `${accountNumber} · ${details}` : accountNumber,
  accountNumberLabel: 'Account Number',
  serviceAddressLabel: 'Service Address',
  /** doc 1 §9: the prepaid wording replaces 'total amount due' for prepaid accounts. */
  balanceLabel: 'Total Amount Due',
  prepaidBalanceLabel: 'Prepaid Balance',
  dueDateLabel: 'Due Date',

  // Payment
  /** The payment fields' labels and gateway text (doc 1 §2.5 gives the text's start and end). */
  ...paymentFieldsMessages,
  cancel: 'Cancel',
  pay: 'Pay',
  paying: 'Starting your payment',

  // The cutoff block (doc 1 §4.1: the configured message, shown in a dialog)
  cutoffTitle: 'Payment not available',
  cutoffOk: 'OK',
};

export type PaymentConfirmationMessages = MessageCatalogue<typeof paymentConfirmationMessages>;

/** Its translations, each loaded the first time the dialog speaks that language. */
export const paymentConfirmationTranslations: CatalogueTranslations<PaymentConfirmationMessages> = {
  name: 'paymentConfirmation',
  'es-US': () => import('./messages.es').then((module) => module.paymentConfirmationMessagesEs),
};
