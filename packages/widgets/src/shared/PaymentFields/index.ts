export { PaymentFields, type PaymentFieldsProps } from './PaymentFields';
export { paymentFieldsMessages, type PaymentFieldsMessages } from './messages';
