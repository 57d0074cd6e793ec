export { PaymentConfirmation, type PaymentConfirmationProps } from './PaymentConfirmation';
export { paymentConfirmationMessages, type PaymentConfirmationMessages } from './messages';
export type { PaymentConfirmationErrorDetail, PaymentConfirmationStartedDetail } from './types';
export { paymentConfirmationTranslations } from './messages';
