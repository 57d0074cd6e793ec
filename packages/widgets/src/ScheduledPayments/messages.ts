import type { CatalogueTranslations } from '@coop-portal/ui';
import { scheduledPayments, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the scheduled payments list (doc 2 §2.8, §4, §8). The spec's own words are verbatim
 * (from `@coop-portal/validation`); the rest names what the spec lists. A co-op may override any
 * of these.
 */
export const scheduledPaymentsMessages = {
  ...scheduledPayments.scheduledPaymentsMessages,
  heading: 'Scheduled Payments',
  loading: 'Loading scheduled payments',
  retry: 'Try again',
  // the list (doc 2 §2.8)
  tableLabel: 'Scheduled payments',
  columnCreatedDate: 'Created Date',
  columnType: 'Type',
  columnAmount: 'Amount',
  columnMethod: 'Method',
  columnPaymentDate: 'Payment Date',
  columnActions: 'Actions',
  /**
   * The accessible name of a created date's button: its date first (what it shows), then what it
   * opens and which payment.
   */
  showAccounts: (createdDate: string, payment: string) =>
    `${createdDate}: accounts to be paid by the payment of ${payment}`,
  // the accounts dialog (doc 2 §2.8: Account, Type, Amount)
  accountsTableLabel: (payment: string) => `Accounts to be paid by the payment of ${payment}`,
  columnAccount: 'Account',
  columnAccountType: 'Type',
  columnAccountAmount: 'Amount',
  total: 'Total',
  close: 'Close',
  // delete (doc 2 §4: confirmation, then the list reloads)
  delete: 'Delete',
  deleteLabel: (payment: string) => `Delete the scheduled payment of ${payment}`,
  deleteTitle: 'Delete Scheduled Payment',
  deleteQuestion: (payment: string) =>
    `Delete the scheduled payment of ${payment}? It will not be made.`,
  deleteConfirm: 'Delete',
  deleteCancel: 'Cancel',
  deleting: 'Deleting the scheduled payment',
  deleted: (payment: string) => `The scheduled payment of ${payment} was deleted.`,
  /** A delete that failed: which payment, and the server's reason. */
  deleteFailed: (payment: string, reason: string) =>
    `The scheduled payment of ${payment} was not deleted: ${reason}`,
  dismiss: 'Dismiss',
};

export type ScheduledPaymentsWidgetMessages = MessageCatalogue<typeof scheduledPaymentsMessages>;

/** Its translations, each loaded the first time the list speaks that language. */
export const scheduledPaymentsTranslations: CatalogueTranslations<ScheduledPaymentsWidgetMessages> =
  {
    name: 'scheduledPayments',
    'es-US': () =>
      import('./messages.es').then((module) => module.scheduledPaymentsWidgetMessagesEs),
  };
