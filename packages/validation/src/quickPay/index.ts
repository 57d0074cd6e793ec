export type { PayableAccount } from './account';
export {
  createAccountNumberSchema,
  createPhoneLastFourSchema,
  createQuickPayAccountSchema,
  quickPayAccountSchema,
  quickPayPrefill,
  type QuickPayAccountInput,
  type QuickPayAccountValues,
} from './accountForm';
export {
  isQuickPayResult,
  paymentResultDoneTarget,
  paymentResultNeedsSignIn,
  paymentResultQuery,
  quickPayPageTarget,
  type QueryParams,
} from './destinations';
export {
  buildHostedPaymentForm,
  hostedFormPaymentMethods,
  hostedPaymentFormFields,
  type HostedFormFees,
  type HostedFormInitiation,
  type HostedPaymentFormField,
  type HostedPaymentFormInput,
  type HostedPaymentFormValues,
} from './hostedForm';
export { quickPayLimits } from './limits';
export { quickPayMessages, type QuickPayMessages } from './messages';
export {
  acceptedCardTypes,
  buildPaymentRequest,
  canPay,
  defaultPaymentAmount,
  defaultPaymentAmountText,
  defaultPaymentType,
  formatBalance,
  formatDueDate,
  isRestrictedForBothMethods,
  loggedInPaymentAmounts,
  paymentMethods,
  paymentRestrictionMessage,
  recentPaymentPrompt,
  type AccountToPay,
  type CardTypeSettings,
  type DefaultPaymentAmountSettings,
  type LastPayment,
  type LoggedInPaymentAmounts,
  type PaymentMethods,
  type PaymentMethodSettings,
  type PaymentRequest,
} from './payment';
export {
  checkPaymentAmount,
  createPaymentAmountSchema,
  createQuickPayPaymentSchema,
  cutoffBlockMessage,
  cutoffMinimum,
  filterPaymentAmount,
  formatPaymentAmountOnBlur,
  paymentTypes,
  type CutoffBlockSettings,
  type PaymentAmountRules,
  type PaymentType,
} from './paymentAmount';
export {
  paymentAmountRules,
  paymentMethodSettings,
  paymentOptions,
  type PaymentOptions,
  type PaymentOptionsConfig,
  type PaymentOptionSettings,
} from './paymentOptions';
