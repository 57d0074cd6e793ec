import { page, type Screens } from '../../routing/page';

/**
 * The notification pages by route path (doc 1 §2.2): an overview, Manage Notifications and Manage
 * Contacts; each says notifications are not available when the menu would hide them.
 */
export const screens: Screens = {
  notifications: { lazy: page(() => import('./NotificationsPage'), 'NotificationsPage') },
  'manage-notifications': {
    lazy: page(() => import('./ManageNotificationsPage'), 'ManageNotificationsPage'),
  },
  'manage-contacts': { lazy: page(() => import('./ManageContactsPage'), 'ManageContactsPage') },
};
