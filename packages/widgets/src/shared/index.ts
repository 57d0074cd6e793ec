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
  type HostedPaymentInitiation,
  type HostedPaymentStartedDetail,
  type HostedPaymentValues,
  type UseHostedPaymentOptions,
} from './useHostedPayment';
