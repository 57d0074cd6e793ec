import type { CatalogueTranslations } from '@coop-portal/ui';
import { paymentProfile, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of Payment Profile (doc 1 §2.2 names the page, not its texts). The rules' texts (method
 * names, expiry, the removal block of My Profile) come from `@coop-portal/validation`. A co-op may
 * override any of these.
 */
export const paymentProfileWidgetMessages = {
  ...paymentProfile.paymentProfileMessages,
  heading: 'Payment Profile',
  intro:
    'Cards and bank accounts you save here can pay your auto payments. Their numbers are kept by our secure payment provider; we only see the last four digits.',
  loading: 'Loading your payment methods',
  retry: 'Try again',
  tableLabel: 'Your payment methods',
  columnMethod: 'Payment method',
  columnType: 'Type',
  columnNumber: 'Number',
  columnExpires: 'Expires',
  columnAutoPay: 'Auto pay',
  columnActions: 'Actions',
  defaultBadge: 'Default',
  notUsed: 'Not used',
  noMethods: 'You have no saved payment methods yet.',
  add: 'Add a payment method',
  /** While the provider's page is being opened. */
  opening: 'Opening the secure payment page',
  adding: 'Saving your payment method',
  added: (name: string) => `${name} was added to your payment methods.`,
  addFailed: (reason: string) => `Your payment method was not added: ${reason}`,
  startFailed: (reason: string) => `The secure payment page could not be opened: ${reason}`,
  canceled: 'Adding a payment method was canceled. Nothing was saved.',
  noMethodTypes: 'Payment methods cannot be added at this time.',
  makeDefault: 'Make default',
  makeDefaultLabel: (name: string) => `Make default: ${name}`,
  makingDefault: 'Making it your default payment method',
  madeDefault: (name: string) => `${name} is now your default payment method.`,
  defaultFailed: (name: string, reason: string) =>
    `${name} was not made your default payment method: ${reason}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove Payment Method',
  removeQuestion: (name: string) => `Remove ${name} from your payment methods?`,
  removeConfirm: 'Remove',
  removeCancel: 'Cancel',
  removing: 'Removing the payment method',
  removed: (name: string) => `${name} was removed from your payment methods.`,
  /** A removal refused: which method, and why (a 409 reads as My Profile's block). */
  removeFailed: (name: string, reason: string) => `${name} was not removed. ${reason}`,
  dismiss: 'Dismiss',
};

export type PaymentProfileWidgetMessages = MessageCatalogue<typeof paymentProfileWidgetMessages>;

/** Its translations, each loaded the first time Payment Profile speaks that language. */
export const paymentProfileWidgetTranslations: CatalogueTranslations<PaymentProfileWidgetMessages> =
  {
    name: 'paymentProfile',
    'es-US': () => import('./messages.es').then((module) => module.paymentProfileWidgetMessagesEs),
  };
