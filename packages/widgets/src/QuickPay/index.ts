export {
  QuickPayDialog,
  type QuickPayDialogProps,
  type QuickPayPresentation,
} from './QuickPayDialog';
export { quickPayDialogMessages, type QuickPayDialogMessages } from './messages';
export type {
  QuickPayErrorDetail,
  QuickPayPaymentStartedDetail,
  QuickPayStep,
  QuickPayVerifiedDetail,
} from './types';
