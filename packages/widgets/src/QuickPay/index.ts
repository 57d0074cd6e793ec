export { QuickPay, type QuickPayProps } from './QuickPay';
export { QuickPayDialog, type QuickPayDialogProps } from './QuickPayDialog';
export {
  quickPayDialogMessages,
  quickPayDialogTranslations,
  type QuickPayDialogMessages,
} from './messages';
export type {
  QuickPayErrorDetail,
  QuickPayPaymentStartedDetail,
  QuickPayStep,
  QuickPayVerifiedDetail,
} from './types';
