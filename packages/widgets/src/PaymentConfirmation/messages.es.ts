import { quickPayMessagesEs } from '@coop-portal/validation/es';
import { paymentFieldsMessagesEs } from '../shared/PaymentFields/messages.es';
import type { PaymentConfirmationMessages } from './messages';

/**
 * The payment confirmation dialog's wording in Spanish (US), loaded only when the dialog speaks
 * Spanish: the rule messages from `@coop-portal/validation/es`, the payment fields' and its own.
 */
export const paymentConfirmationMessagesEs = {
  ...quickPayMessagesEs,
  title: 'Confirmación de pago',
  closeLabel: 'Cerrar',
  dismissLabel: 'Descartar',
  errorSummaryTitle: 'Corrija lo siguiente:',
  intro: 'Revise el monto y la forma de pago, y luego haga clic en Pagar.',

  loadingAccounts: 'Cargando sus cuentas',
  loadingPaymentDetails: 'Cargando los detalles del pago',
  tryAgain: 'Intentar de nuevo',
  notSignedIn: 'Inicie sesión para pagar su factura o use Pago rápido.',
  noAccounts: 'No hay ninguna cuenta para pagar.',

  accountLabel: 'Cuenta',
  accountOption: (accountNumber: string, details: string) =>
    details ? `${accountNumber} · ${details}` : accountNumber,
  accountNumberLabel: 'Número de cuenta',
  serviceAddressLabel: 'Dirección de servicio',
  balanceLabel: 'Total a pagar',
  prepaidBalanceLabel: 'Saldo prepagado',
  dueDateLabel: 'Fecha de vencimiento',

  ...paymentFieldsMessagesEs,
  cancel: 'Cancelar',
  pay: 'Pagar',
  paying: 'Iniciando su pago',

  cutoffTitle: 'Pago no disponible',
  cutoffOk: 'Aceptar',
} satisfies PaymentConfirmationMessages;
