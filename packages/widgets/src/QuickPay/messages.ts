import type { CatalogueTranslations } from '@coop-portal/ui';
import { quickPay, type MessageCatalogue } from '@coop-portal/validation';
import { paymentFieldsMessages } from '../shared/PaymentFields/messages';

/**
 * Wording of the Quick Pay dialog (doc 1 §2.5, §4.1, §5.1, §8). The rule messages (field errors,
 * amount checks, restriction tooltips, the quit and recent-payment questions, N/A) are validation's
 * `quickPayMessages`, verbatim from the spec; the rest is the dialog's own text. Where the spec
 * names a thing without giving its label, the label is ours. A co-op may override any of it through
 * the dialog's `messages` prop.
 */
export const quickPayDialogMessages = {
  ...quickPay.quickPayMessages,
  /** The dialog's title (doc 1 §2.5). */
  title: 'Quick Pay',
  closeLabel: 'Close',
  stepperLabel: 'Quick Pay steps',
  /** The three steps (doc 1 §2.5); the heading under the stepper follows the step. */
  stepAccount: 'Account',
  stepVerify: 'Verify',
  stepPay: 'Pay',
  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',

  // Step 1 Account
  accountIntro: 'Enter your account number and the last 4 digits of the phone number on file.',
  accountNumberLabel: 'Account Number',
  phoneLastFourLabel: 'Last 4 Digits of Phone Number',
  verifyAccount: 'Verify',
  verifyingAccount: 'Verifying your account',

  // Step 2 Verify
  verifyIntro: 'Please confirm this is the account you want to pay.',
  accountHolderLabel: 'Account Holder',
  serviceAddressLabel: 'Service Address',
  /** doc 1 §9: the prepaid wording replaces 'total amount due' for prepaid accounts. */
  balanceLabel: 'Total Amount Due',
  prepaidBalanceLabel: 'Prepaid Balance',
  dueDateLabel: 'Due Date',
  statusLabel: 'Status',
  back: 'Back',
  verify: 'Verify',
  loadingSettings: 'Loading payment options',

  // The recent-payment prompt (its text is `recentPayment`)
  recentPaymentTitle: 'Recent payment',
  recentPaymentContinue: 'Continue',
  recentPaymentCancel: 'Cancel',

  // Step 3 Pay
  /** The payment fields' labels and gateway text (doc 1 §2.5 gives the text's start and end). */
  ...paymentFieldsMessages,
  pay: 'Pay',
  paying: 'Starting your payment',

  // The quit confirmation (its text is `quitConfirmation`)
  quitTitle: 'Quit payment',
  quitNo: 'No',
  quitYes: 'Yes',
  /**
   * Inline only (no Close there): on the Pay step, back to step 1 after the quit question, with
   * the host's prefill.
   */
  startOver: 'Start over',
};

export type QuickPayDialogMessages = MessageCatalogue<typeof quickPayDialogMessages>;

/** Its translations, each loaded the first time Quick Pay speaks that language. */
export const quickPayDialogTranslations: CatalogueTranslations<QuickPayDialogMessages> = {
  name: 'quickPay',
  'es-US': () => import('./messages.es').then((module) => module.quickPayDialogMessagesEs),
};
