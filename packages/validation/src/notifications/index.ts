export { notificationsMessages, type NotificationsMessages } from './messages';
export {
  alertsByAccount,
  channelOf,
  choicesOf,
  contactValueMessage,
  createContactSchema,
  createVerificationCodeSchema,
  hasChanges,
  isContactListed,
  notificationsLimits,
  notificationsSummary,
  notificationsToSave,
  receivers,
  verificationCodeMessage,
  type AccountAlerts,
  type AlertChoice,
  type AlertChoices,
  type Channel,
  type Contact,
  type ContactType,
  type Subscription,
} from './notifications';
export { isNotificationsAvailable } from '../navigation/menu';
