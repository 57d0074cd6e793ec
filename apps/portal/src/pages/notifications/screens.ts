import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The notification pages by route path (doc 1 §2.2): an overview, Manage Notifications and Manage
 * Contacts, from one module; each says notifications are not available when the menu would hide
 * them.
 */
export const screens = {
  notifications: { lazy: page(pageModules.notifications, 'NotificationsPage') },
  'manage-notifications': {
    lazy: page(pageModules['manage-notifications'], 'ManageNotificationsPage'),
  },
  'manage-contacts': { lazy: page(pageModules['manage-contacts'], 'ManageContactsPage') },
} satisfies Screens;
