import type { BillingPageMessages } from './messages';

/** The billing pages' wording in Spanish (US). */
export const billingPageMessagesEs = {
  historyTitle: 'Historial de la cuenta',
  viewBillTitle: 'Ver factura',
  noBillTitle: 'Factura no disponible',
  accountShown: (accountNumber: string) => `Cuenta ${accountNumber}`,
  accountOverview: 'Ir al resumen de la cuenta',
} satisfies BillingPageMessages;
