export { apiMessagesTranslations } from './apiMessages';
export {
  PaymentFields,
  paymentFieldsMessages,
  type PaymentFieldsMessages,
  type PaymentFieldsProps,
} from './PaymentFields';
export { postForm } from './postForm';
export {
  useHostedPayment,
  type HostedPayment,
  type HostedPaymentAccountsValues,
  type HostedPaymentInitiation,
  type HostedPaymentRequest,
  type HostedPaymentStartedDetail,
  type HostedPaymentValues,
  type UseHostedPaymentOptions,
} from './useHostedPayment';
export { useApiMessages, useErrorMessage } from './useErrorMessage';
