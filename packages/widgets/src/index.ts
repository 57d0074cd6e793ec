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
export {
  QuickPayDialog,
  quickPayDialogMessages,
  type QuickPayDialogMessages,
  type QuickPayDialogProps,
  type QuickPayErrorDetail,
  type QuickPayPaymentStartedDetail,
  type QuickPayStep,
  type QuickPayVerifiedDetail,
} from './QuickPay';
