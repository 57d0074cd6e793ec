import { plural, type CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the notification pages (doc 1 §2.2 names Notifications, Manage Notifications and
 * Manage Contacts; the widgets' own wording is theirs).
 */
export const notificationPagesMessages = {
  notificationsTitle: 'Notifications',
  manageNotificationsTitle: 'Manage Notifications',
  manageContactsTitle: 'Manage Contacts',
  overviewIntro:
    'Choose the alerts you receive about your accounts and where they go: your email addresses and mobile phones.',
  manageNotificationsText:
    'Choose which alerts you receive for each account, by email or text message.',
  manageContactsText: 'Add, verify or remove the email addresses and mobile phones alerts go to.',
  alertsOn: (count: number) =>
    `${count} ${plural('en-US', count, { one: 'alert is', other: 'alerts are' })} on.`,
  contactsCount: (verified: number, total: number) =>
    `${verified} of ${total} ${plural('en-US', total, { one: 'contact is', other: 'contacts are' })} verified.`,
  loading: 'Loading your notifications',
  retry: 'Try again',
  /** The Notifications feature or allowSubscribeForNotification is off for the co-op. */
  unavailable: 'Notifications are not available at this time.',
  /** Back to the account overview when the notification pages are not available. */
  accountOverview: 'Go to Account Overview',
};

export type NotificationPagesMessages = typeof notificationPagesMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const notificationPagesTranslations: CatalogueTranslations<NotificationPagesMessages> = {
  name: 'portal.notificationPages',
  'es-US': () => import('./messages.es').then((module) => module.notificationPagesMessagesEs),
};
