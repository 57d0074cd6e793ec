import type { BillingHistoryMessages } from './messages';

/**
 * The billing and payment history texts in Spanish (US): the same keys as `billingHistoryMessages`,
 * saying what the spec's English says, in the terms of docs/glossary-es-US.md.
 */
export const billingHistoryMessagesEs = {
  noHistory: 'No se encontraron registros en el historial de facturación y pagos',
  billFileNotFound: 'No se encontró el archivo de la factura.',
  statementNotAvailable: 'El estado de cuenta no está disponible.',
  checkBackSoon: 'Vuelva a consultar pronto.',
  /** The fields are named as the page labels them: Desde (From) and Hasta (To). */
  fromAfterTo: 'La fecha Hasta debe ser igual o posterior a la fecha Desde.',
  invalidDate: 'Ingrese una fecha válida.',
} satisfies BillingHistoryMessages;
