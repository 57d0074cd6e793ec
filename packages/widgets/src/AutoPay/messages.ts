import type { CatalogueTranslations } from '@coop-portal/ui';
import { paymentProfile, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of Auto Payments (doc 1 §2.2 names the page, not its texts). The enrolled label (doc 1
 * §9) and the draft day rule (doc 3 §5) come from `@coop-portal/validation`. A co-op may override
 * any of these.
 */
export const autoPayWidgetMessages = {
  ...paymentProfile.paymentProfileMessages,
  heading: 'Auto Payments',
  intro:
    'With auto pay, each bill of an account is paid automatically from a saved payment method on the day you choose.',
  loading: 'Loading your auto payments',
  retry: 'Try again',
  tableLabel: 'Auto payments by account',
  columnAccount: 'Account',
  columnStatus: 'Status',
  columnMethod: 'Payment method',
  columnDay: 'Draft day',
  columnActions: 'Actions',
  noAccounts: 'There are no accounts on your login.',
  enrol: 'Enroll',
  enrolLabel: (account: string) => `Enroll account ${account} in auto pay`,
  stop: 'Stop',
  stopLabel: (account: string) => `Stop auto pay for account ${account}`,
  // the enrol dialog: choose, then confirm
  enrolTitle: (account: string) => `Auto Pay for Account ${account}`,
  methodField: 'Payment method',
  dayField: 'Draft day of the month',
  dayHelp: 'Days 1 to 28.',
  chooseMethod: 'Choose a payment method',
  chooseDay: 'Choose a day',
  noMethods: 'You have no saved payment method that auto pay can use.',
  addMethod: 'Add a payment method',
  continue: 'Continue',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  enrolQuestion: (account: string, method: string, day: number) =>
    `Pay each bill of account ${account} automatically from ${method} on day ${day} of each month?`,
  enrolConfirm: 'Enroll',
  enrolling: 'Enrolling the account in auto pay',
  enrolled: (account: string) => `Account ${account} is enrolled in auto pay.`,
  enrolFailed: (account: string, reason: string) =>
    `Account ${account} was not enrolled in auto pay: ${reason}`,
  // stop
  stopTitle: 'Stop Auto Pay',
  stopQuestion: (account: string) =>
    `Stop auto pay for account ${account}? Its bills will no longer be paid automatically.`,
  stopConfirm: 'Stop auto pay',
  stopCancel: 'Keep auto pay',
  stopping: 'Stopping auto pay',
  stopped: (account: string) => `Auto pay for account ${account} has been stopped.`,
  stopFailed: (account: string, reason: string) =>
    `Auto pay for account ${account} was not stopped: ${reason}`,
  dismiss: 'Dismiss',
};

export type AutoPayWidgetMessages = MessageCatalogue<typeof autoPayWidgetMessages>;

/** Its translations, each loaded the first time Auto Payments speaks that language. */
export const autoPayWidgetTranslations: CatalogueTranslations<AutoPayWidgetMessages> = {
  name: 'autoPay',
  'es-US': () => import('./messages.es').then((module) => module.autoPayWidgetMessagesEs),
};
