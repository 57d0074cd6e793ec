import { quickPayMessagesEs } from '@coop-portal/validation/es';
import type { QuickPayPageMessages } from './messages';

/**
 * The Quick Pay route's and the payment result pages' wording in Spanish (US); the spec's
 * message from validation's Spanish catalogue.
 */
export const quickPayPageMessagesEs = {
  quickPay: {
    title: 'Pago rápido',
    serviceUnavailable: quickPayMessagesEs.serviceUnavailable,
  },
  success: {
    title: 'Pago realizado',
    errorTitle: 'Resultado del pago',
    loading: 'Cargando el resultado de su pago',
    missing: 'El resultado del pago no está disponible.',
    fallbackMessage: 'Gracias por su pago.',
    accountBalance: 'Saldo de la cuenta',
    paymentAmount: 'Monto del pago',
    convenienceFee: 'Cargo por conveniencia',
    lastFour: 'Tarjeta o cuenta bancaria',
    lastFourValue: (digits: string) => `Terminada en ${digits}`,
    confirmationNumber: 'Número de confirmación',
    accountsLabel: 'Cuentas pagadas',
    accountNumber: 'Número de cuenta',
    done: 'Finalizar',
  },
  cancel: {
    title: 'Pago cancelado',
    message: 'Su pago fue cancelado.',
    done: 'Finalizar',
  },
} satisfies QuickPayPageMessages;
