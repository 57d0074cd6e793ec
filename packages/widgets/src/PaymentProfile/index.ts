export { PaymentProfile, type PaymentProfileProps } from './PaymentProfile';
export { paymentProfileWidgetMessages, type PaymentProfileWidgetMessages } from './messages';
export { paymentProfileWidgetTranslations } from './messages';
