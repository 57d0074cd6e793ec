export {
  ContactDetails,
  contactDetailsMessages,
  type ContactDetailsMessages,
  type ContactDetailsProps,
} from './ContactDetails';
export {
  CoopWidgetProvider,
  type CoopWidgetConfig,
  type CoopWidgetProviderProps,
} from './provider';
