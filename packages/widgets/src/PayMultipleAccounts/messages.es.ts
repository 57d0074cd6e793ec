import { payMultipleMessagesEs, paymentDateMessagesEs } from '@coop-portal/validation/es';
import { paymentFieldsMessagesEs } from '../shared/PaymentFields/messages.es';
import type { PayMultipleAccountsMessages } from './messages';

/**
 * Pay Multiple Accounts' wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * rule and payment date messages from `@coop-portal/validation/es`, the payment fields' and its
 * own.
 */
export const payMultipleAccountsMessagesEs = {
  ...payMultipleMessagesEs,
  ...paymentDateMessagesEs,
  ...paymentFieldsMessagesEs,
  heading: 'Pagar varias cuentas',
  intro:
    'Seleccione las cuentas que desea pagar y revise cada monto. Un solo pago las cubre todas: elija cómo pagar y luego haga clic en Pagar.',
  loading: 'Cargando sus cuentas',
  retry: 'Intentar de nuevo',
  noAccounts: 'No hay ninguna cuenta para pagar.',
  notSignedIn: 'Inicie sesión para pagar su factura o use Pago rápido.',
  dismissLabel: 'Descartar',
  errorSummaryTitle: 'Corrija lo siguiente:',

  caption: 'Sus cuentas',
  selectAll: 'Seleccionar todo',
  select: 'Pagar',
  selectAccount: (accountNumber: string) => `Pagar la cuenta ${accountNumber}`,
  accountNumber: 'Número de cuenta',
  accountType: 'Tipo',
  balance: 'Saldo',
  prepaidBalance: 'Saldo prepagado',
  dueDate: 'Fecha de vencimiento',
  pastDue: 'Saldo vencido',
  status: 'Estado',
  amount: 'Monto del pago',
  amountFor: (accountNumber: string) => `de la cuenta ${accountNumber}`,

  summaryLabel: 'Su pago',
  selectedCount: 'Cuentas seleccionadas',
  total: 'Total del pago',
  tax: 'Impuesto',
  taxIncluded: 'Incluido en los montos de sus facturas',
  convenienceFee: 'Cargo por conveniencia',
  loadingTax: 'Calculando…',
  pay: 'Pagar',
  paying: 'Iniciando su pago',
  schedulePay: 'Programar pago',
  scheduling: 'Iniciando su pago programado',
  scheduledFor: 'Programado para',

  cutoffTitle: 'Pago no disponible',
  cutoffOk: 'Aceptar',
} satisfies PayMultipleAccountsMessages;
