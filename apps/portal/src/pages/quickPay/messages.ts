import type { CatalogueTranslations } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';

/**
 * The wording of the Quick Pay route and the payment result pages (doc 1 §2.5, doc 2 §2.9, doc 3
 * §2.12). Texts the specs give are verbatim; the field labels of the result (doc 2 §3 payment
 * result) and the rest are ours. A co-op may reword them.
 */
export const quickPayPageMessages = {
  quickPay: {
    title: 'Quick Pay',
    /** doc 1 §2.5, §8; doc 3 §2.12, verbatim. */
    serviceUnavailable: quickPay.quickPayMessages.serviceUnavailable,
  },
  success: {
    title: 'Payment Success',
    /** The result could not be shown (no encodedParam, or its call failed). */
    errorTitle: 'Payment Result',
    loading: 'Loading your payment result',
    missing: 'The payment result is not available.',
    /** No postback message came with the result. */
    fallbackMessage: 'Thank you for your payment.',
    accountBalance: 'Account Balance',
    paymentAmount: 'Payment Amount',
    convenienceFee: 'Convenience Fee',
    lastFour: 'Card or Bank Account',
    /** The last four digits of the card or bank account. */
    lastFourValue: (digits: string) => `Ending in ${digits}`,
    confirmationNumber: 'Confirmation Number',
    /** A payment of several accounts: the table of each account's part. */
    accountsLabel: 'Accounts paid',
    accountNumber: 'Account Number',
    done: 'Done',
  },
  cancel: {
    title: 'Payment Canceled',
    /** doc 2 §2.9, verbatim. */
    message: 'Your payment has been canceled.',
    done: 'Done',
  },
};

export type QuickPayPageMessages = typeof quickPayPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const quickPayPageTranslations: CatalogueTranslations<QuickPayPageMessages> = {
  name: 'portal.quickPayPage',
  'es-US': () => import('./messages.es').then((module) => module.quickPayPageMessagesEs),
};
