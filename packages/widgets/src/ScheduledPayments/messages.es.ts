import { scheduledPaymentsMessagesEs } from '@coop-portal/validation/es';
import type { ScheduledPaymentsWidgetMessages } from './messages';

/**
 * The scheduled payments list's wording in Spanish (US), loaded only when the list speaks Spanish:
 * the spec's texts from `@coop-portal/validation/es`, and its own. A payment's name is its amount
 * and date ("$142.37 el 07/12/2026").
 */
export const scheduledPaymentsWidgetMessagesEs = {
  ...scheduledPaymentsMessagesEs,
  heading: 'Pagos programados',
  loading: 'Cargando los pagos programados',
  retry: 'Intentar de nuevo',
  tableLabel: 'Pagos programados',
  columnCreatedDate: 'Fecha de creación',
  columnType: 'Tipo',
  columnAmount: 'Monto',
  columnMethod: 'Método',
  columnPaymentDate: 'Fecha de pago',
  columnActions: 'Acciones',
  showAccounts: (createdDate: string, payment: string) =>
    `${createdDate}: cuentas que se pagarán con el pago de ${payment}`,
  accountsTableLabel: (payment: string) => `Cuentas que se pagarán con el pago de ${payment}`,
  columnAccount: 'Cuenta',
  columnAccountType: 'Tipo',
  columnAccountAmount: 'Monto',
  total: 'Total',
  close: 'Cerrar',
  delete: 'Eliminar',
  deleteLabel: (payment: string) => `Eliminar el pago programado de ${payment}`,
  deleteTitle: 'Eliminar pago programado',
  deleteQuestion: (payment: string) =>
    `¿Desea eliminar el pago programado de ${payment}? No se realizará.`,
  deleteConfirm: 'Eliminar',
  deleteCancel: 'Cancelar',
  deleting: 'Eliminando el pago programado',
  deleted: (payment: string) => `Se eliminó el pago programado de ${payment}.`,
  deleteFailed: (payment: string, reason: string) =>
    `No se eliminó el pago programado de ${payment}: ${reason}`,
  dismiss: 'Descartar',
} satisfies ScheduledPaymentsWidgetMessages;
