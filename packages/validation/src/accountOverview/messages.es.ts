import type { AccountOverviewMessages } from './messages';

/**
 * A sentence with its closing period, unless its last word already ends with one: a time ends
 * with "p.m.", and Spanish writes one period there, not two.
 */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/**
 * The account overview texts in Spanish (US): the same keys as `accountOverviewMessages`, saying
 * what the spec's English says, in the terms of docs/glossary-es-US.md. Amounts, dates and the
 * restoration time come formatted.
 */
export const accountOverviewMessagesEs = {
  noHistory: 'No se encontraron registros en el historial de facturación y pagos',
  billFileNotFound: 'No se encontró el archivo de la factura.',
  capitalCreditFileNotFound: 'No se encontró el archivo de créditos de capital.',
  statementNotAvailable: 'El estado de cuenta no está disponible.',
  checkBackSoon: 'Vuelva a consultar pronto.',
  restorationNotYetKnown: 'aún no se conoce',
  linkedAccountsFailed: (error: string) => `No se pudieron cargar las cuentas vinculadas: ${error}`,

  returnedItems:
    'Esta cuenta tiene pagos devueltos. Comuníquese con el servicio a socios sobre el pago de esta cuenta.',
  outageActive: (restoration: string) =>
    sentence(
      `Hay un apagón activo en esta ubicación de servicio. Hora estimada de restablecimiento: ${restoration}`,
    ),
  arrangementOverdue: (amount: string, dueDate: string) =>
    `El pago de ${amount} de su acuerdo de pago venció el ${dueDate} y no se ha recibido.`,

  totalAmountDue: 'Total a pagar',
  prepaidBalance: 'Saldo prepagado',
  notAvailable: 'N/D',
  draftPayEnrolled: 'Inscrita en débito automático',
  ezPayEnrolled: 'Inscrita en EZ Pay',

  quickLinks: {
    accountProfile: 'Perfil de la cuenta',
    alertsAndNotifications: 'Alertas y notificaciones',
    paperlessBilling: 'Facturación electrónica',
    outageReporting: 'Reporte de apagones',
    serviceRequests: 'Solicitudes de servicio',
    usageTracker: 'Seguimiento del consumo',
    meterReading: 'Lectura del medidor',
  },

  payPrograms: {
    autoPay: 'Pago automático',
    averageBilling: 'Facturación promedio',
    draftPayments: 'Pagos por débito automático',
    ezPay: 'EZ Pay',
    paymentArrangement: 'Acuerdo de pago',
    payMultipleAccounts: 'Pagar varias cuentas',
    operationRoundup: 'Operación Redondeo',
  },

  noUsageData: 'No se encontraron datos de consumo para esta cuenta.',

  budgetBilling: 'Facturación presupuestada',
  averageBilling: 'Facturación promedio',
} satisfies AccountOverviewMessages;
