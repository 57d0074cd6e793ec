import type { ScheduledPaymentsMessages } from './messages';

/**
 * The scheduled payment messages in Spanish (US): the same keys as `scheduledPaymentsMessages`, in
 * the terms of docs/glossary-es-US.md. Amounts and dates come formatted.
 */
export const scheduledPaymentsMessagesEs = {
  noScheduledPayments: 'No hay pagos programados en este momento.',
  accountsToBePaid: 'Cuentas que se pagarán',
  scheduleTitle: 'Programar pago',
  scheduleCanceled: 'Su pago programado fue cancelado.',
  paymentName: (amount: string, paymentDate: string) => `${amount} el ${paymentDate}`,
  scheduled: 'Su pago fue programado.',
  scheduleFailed:
    'No se pudo programar su pago. Intente de nuevo o comuníquese con nosotros si el problema continúa.',
} satisfies ScheduledPaymentsMessages;
