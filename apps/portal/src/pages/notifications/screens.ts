import { page, type Screens } from '../../routing/page';

const notificationPages = () => import('./NotificationPages');

/**
 * The notification pages by route path (doc 1 §2.2): an overview, Manage Notifications and Manage
 * Contacts, from one module; each says notifications are not available when the menu would hide
 * them.
 */
export const screens = {
  notifications: { lazy: page(notificationPages, 'NotificationsPage') },
  'manage-notifications': { lazy: page(notificationPages, 'ManageNotificationsPage') },
  'manage-contacts': { lazy: page(notificationPages, 'ManageContactsPage') },
} satisfies Screens;
