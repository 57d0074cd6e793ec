import type { AccountListMessages } from './messages';

/**
 * The all-accounts texts in Spanish (US): the same keys as `accountListMessages`, in the terms of
 * docs/glossary-es-US.md. The search comes as the member typed it.
 */
export const accountListMessagesEs = {
  amountDue: 'Total a pagar',
  prepaidBalance: 'Saldo prepagado',
  notAvailable: 'N/D',
  noAccounts: 'No hay cuentas disponibles.',
  noMatch: (query: string) => `Ninguna cuenta coincide con “${query}”.`,
  totalDue: 'Total a pagar de todas las cuentas',
  totalDueNote:
    'La suma de los saldos pendientes de todas sus cuentas. No incluye créditos ni saldos prepagados.',
} satisfies AccountListMessages;
