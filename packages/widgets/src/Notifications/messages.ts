import type { CatalogueTranslations } from '@coop-portal/ui';
import { notifications, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of Manage Notifications and Manage Contacts. Doc 1 §2.2 names the pages ('Manage
 * Notifications', 'Manage Contacts') but shows neither: the field rules' texts come from
 * `@coop-portal/validation`'s `notifications`, the rest names the parts. A co-op may override any.
 */
export const notificationsMessages = {
  ...notifications.notificationsMessages,
  // Manage Notifications
  preferencesHeading: 'Manage Notifications',
  preferencesIntro:
    'Choose which alerts you receive for each account, by email, by text message or both.',
  loadingPreferences: 'Loading your notification preferences',
  retry: 'Try again',
  accountHeading: (accountNumber: string) => `Account ${accountNumber}`,
  memberAlertsHeading: 'All accounts',
  email: 'Email',
  text: 'Text message',
  emailsGoTo: (addresses: string) => `Emails go to ${addresses}.`,
  textsGoTo: (numbers: string) => `Text messages go to ${numbers}.`,
  noEmailContact: 'Add and verify an email address to receive alerts by email.',
  noTextContact: 'Add and verify a mobile phone to receive alerts by text message.',
  manageContacts: 'Manage Contacts',
  noAlerts: 'There are no notifications to manage for your accounts.',
  save: 'Save',
  saving: 'Saving your notification preferences',
  saveFailed: (reason: string) => `Your notification preferences were not saved. ${reason}`,
  dismiss: 'Dismiss',
  // Manage Contacts
  contactsHeading: 'Manage Contacts',
  contactsIntro: 'Alerts go to the email addresses and mobile phones below once they are verified.',
  loadingContacts: 'Loading your contacts',
  contactsLabel: 'Your contacts',
  noContacts: 'You have no contacts for notifications yet.',
  emailType: 'Email',
  smsType: 'Mobile phone',
  verified: 'Verified',
  notVerified: 'Not verified',
  verify: 'Verify',
  verifyContact: (value: string) => `Verify ${value}`,
  remove: 'Remove',
  removeContact: (value: string) => `Remove ${value}`,
  removeTitle: 'Remove this contact?',
  removeBody: (value: string) =>
    `Alerts will no longer be sent to ${value}. You can add it again later.`,
  removeConfirm: 'Remove',
  removeCancel: 'Cancel',
  removed: (value: string) => `${value} has been removed.`,
  addHeading: 'Add a contact',
  contactType: 'Contact type',
  emailLabel: 'Email address',
  phoneLabel: 'Mobile phone',
  phoneDescription: 'Format: (987) 456-1230',
  add: 'Add contact',
  adding: 'Adding the contact',
  alreadyListed: 'This contact is already on your list.',
  verifyHeading: (value: string) => `Verify ${value}`,
  codeSent: (value: string) => `We sent a 6-digit verification code to ${value}. Enter it below.`,
  codeLabel: 'Verification code',
  verifying: 'Verifying the code',
  cancel: 'Cancel',
  codeWrong: 'The verification code is not correct. Please check it and try again.',
  verifiedNow: (value: string) => `${value} is verified. Alerts can now be sent to it.`,
  errorSummaryTitle: 'Please correct the following:',
};

export type NotificationsWidgetMessages = MessageCatalogue<typeof notificationsMessages>;

/** Its translations, each loaded the first time either widget speaks that language. */
export const notificationsTranslations: CatalogueTranslations<NotificationsWidgetMessages> = {
  name: 'notifications',
  'es-US': () => import('./messages.es').then((module) => module.notificationsMessagesEs),
};
