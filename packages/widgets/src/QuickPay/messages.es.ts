import { quickPayMessagesEs } from '@coop-portal/validation/es';
import { paymentFieldsMessagesEs } from '../shared/PaymentFields/messages.es';
import type { QuickPayDialogMessages } from './messages';

/**
 * The Quick Pay dialog's wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * rule messages from `@coop-portal/validation/es`, the payment fields' and the dialog's own.
 */
export const quickPayDialogMessagesEs = {
  ...quickPayMessagesEs,
  title: 'Pago rápido',
  closeLabel: 'Cerrar',
  stepperLabel: 'Pasos de Pago rápido',
  stepAccount: 'Cuenta',
  stepVerify: 'Verificar',
  stepPay: 'Pagar',
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',

  accountIntro:
    'Ingrese su número de cuenta y los últimos 4 dígitos del número de teléfono registrado.',
  accountNumberLabel: 'Número de cuenta',
  phoneLastFourLabel: 'Últimos 4 dígitos del teléfono',
  verifyAccount: 'Verificar',
  verifyingAccount: 'Verificando su cuenta',

  verifyIntro: 'Confirme que esta es la cuenta que desea pagar.',
  accountHolderLabel: 'Titular de la cuenta',
  serviceAddressLabel: 'Dirección de servicio',
  balanceLabel: 'Total a pagar',
  prepaidBalanceLabel: 'Saldo prepagado',
  dueDateLabel: 'Fecha de vencimiento',
  statusLabel: 'Estado',
  back: 'Regresar',
  verify: 'Verificar',
  loadingSettings: 'Cargando las opciones de pago',

  recentPaymentTitle: 'Pago reciente',
  recentPaymentContinue: 'Continuar',
  recentPaymentCancel: 'Cancelar',

  ...paymentFieldsMessagesEs,
  pay: 'Pagar',
  paying: 'Iniciando su pago',

  quitTitle: 'Salir del pago',
  quitNo: 'No',
  quitYes: 'Sí',
  startOver: 'Empezar de nuevo',
} satisfies QuickPayDialogMessages;
