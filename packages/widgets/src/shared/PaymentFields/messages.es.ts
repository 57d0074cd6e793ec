import type { PaymentFieldsMessages } from './messages';

/** The payment fields' wording in Spanish (US); the widgets spread it into their own catalogue. */
export const paymentFieldsMessagesEs = {
  paymentAmountLabel: 'Monto del pago',
  paymentTypeLabel: 'Tipo de pago',
  creditCard: 'Tarjeta de crédito',
  echeck: 'Cheque electrónico',
  gateway:
    'Los pagos en línea se procesan a través de la pasarela de pago segura. Usted ingresará los datos de su tarjeta o cuenta bancaria en su página, nunca aquí. Haga clic en Pagar.',
} satisfies PaymentFieldsMessages;
