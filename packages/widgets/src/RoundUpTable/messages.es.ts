import { profileMessagesEs, roundUpMessagesEs } from '@coop-portal/validation/es';
import type { RoundUpTableMessages } from './messages';

/**
 * The round-up table's wording in Spanish (US), loaded only when the table speaks Spanish: the
 * empty state and the date messages from `@coop-portal/validation/es`, and the column names.
 * "RoundUp" is the program's "Redondeo" ("Operación Redondeo"), RoundUp Plus its "Redondeo Plus";
 * the expiration is a "fecha de expiración".
 */
export const roundUpTableMessagesEs = {
  caption: 'Operación Redondeo',
  noAccounts: profileMessagesEs.noRoundUpAccounts,
  accountNumber: 'Número de cuenta',
  accountType: 'Tipo de cuenta',
  address: 'Dirección',
  roundUp: 'Redondeo',
  amount: 'Monto de Redondeo Plus',
  expiration: 'Fecha de expiración',
  selectAll: 'Seleccionar todo',
  select: 'Seleccionar',
  selectAccount: (accountNumber: string) => `la cuenta ${accountNumber}`,
  forAccount: (accountNumber: string) => `de la cuenta ${accountNumber}`,
  expirationInPast: roundUpMessagesEs.expirationInPast,
  expirationTooLate: roundUpMessagesEs.dateTooLate,
} satisfies RoundUpTableMessages;
