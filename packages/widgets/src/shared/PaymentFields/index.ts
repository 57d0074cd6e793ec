export {
  PaymentFields,
  PaymentTypeFields,
  type PaymentFieldsProps,
  type PaymentTypeFieldsProps,
} from './PaymentFields';
export { paymentFieldsMessages, type PaymentFieldsMessages } from './messages';
