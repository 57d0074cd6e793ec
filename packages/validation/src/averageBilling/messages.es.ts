import type { AverageBillingMessages } from './messages';

/**
 * The Average Billing texts in Spanish (US): the same keys as `averageBillingMessages`, in the
 * terms of docs/glossary-es-US.md ("facturación promedio"). The hint says what the English means,
 * without its misspelling. The buttons name what they do to the account: "Inscribir" (sign the
 * account up), "Quitar" (take it off).
 */
export const averageBillingMessagesEs = {
  signUp: 'Inscribir',
  remove: 'Quitar',
  notEligible: 'No elegible',
  removeSelected: 'Quitar seleccionadas',
  signUpSelected: 'Inscribir seleccionadas',
  bulkHint: 'Marque varias cuentas y luego haga clic en el botón ...',
  noAccounts: 'No hay cuentas disponibles.',
  loadFailed:
    'No podemos procesar su solicitud en este momento. Comuníquese con servicio al cliente.',
  accountUpdated: (accountNumber: string) =>
    `El tipo de facturación de la cuenta ${accountNumber} se actualizó correctamente`,
  accountsUpdated: 'El tipo de facturación de varias cuentas se actualizó correctamente.',
} satisfies AverageBillingMessages;
