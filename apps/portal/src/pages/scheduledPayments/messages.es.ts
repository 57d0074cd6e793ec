import { scheduledPaymentsMessagesEs } from '@coop-portal/validation/es';
import type { ScheduledPaymentsPageMessages } from './messages';

const texts = scheduledPaymentsMessagesEs;

/**
 * The scheduled payments page's and the schedule result pages' wording in Spanish (US); the spec's
 * messages from validation's Spanish catalogue.
 */
export const scheduledPaymentsPageMessagesEs = {
  list: {
    title: 'Pagos programados',
    loading: 'Cargando sus pagos programados',
    unavailable: 'Los pagos programados no están disponibles en este momento.',
    accountOverview: 'Ir al resumen de la cuenta',
  },
  result: {
    title: texts.scheduleTitle,
    scheduled: texts.scheduled,
    transactionNumber: 'Número de transacción',
    completing: 'Programando su pago',
    canceled: texts.scheduleCanceled,
    failed: texts.scheduleFailed,
    done: 'Finalizar',
  },
} satisfies ScheduledPaymentsPageMessages;
