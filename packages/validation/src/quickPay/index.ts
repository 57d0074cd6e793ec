export {
  createAccountNumberSchema,
  createPhoneLastFourSchema,
  createQuickPayAccountSchema,
  quickPayAccountSchema,
  type QuickPayAccountInput,
  type QuickPayAccountValues,
} from './accountForm';
export { quickPayLimits } from './limits';
export { quickPayMessages, type QuickPayMessages } from './messages';
