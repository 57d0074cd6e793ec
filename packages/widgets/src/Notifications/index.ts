export { NotificationContacts, type NotificationContactsProps } from './NotificationContacts';
export {
  NotificationPreferences,
  type NotificationPreferencesProps,
} from './NotificationPreferences';
export {
  notificationsMessages,
  notificationsTranslations,
  type NotificationsWidgetMessages,
} from './messages';
export type { NotificationsHeadingLevel } from './shared';
