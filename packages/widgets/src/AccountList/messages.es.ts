import { accountListMessagesEs as accountListRulesEs } from '@coop-portal/validation/es';
import type { AccountListMessages } from './messages';

/**
 * The all-accounts list's wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * rule texts from `@coop-portal/validation/es`, the list's own labels.
 */
export const accountListMessagesEs = {
  ...accountListRulesEs,
  heading: 'Todas las cuentas',
  loading: 'Cargando sus cuentas',
  retry: 'Intentar de nuevo',
  tableLabel: 'Sus cuentas',

  searchLabel: 'Buscar cuentas',
  searchDescription: 'Número de cuenta o dirección de servicio',

  accountNumber: 'Número de cuenta',
  accountType: 'Tipo',
  status: 'Estado',
  serviceAddress: 'Dirección de servicio',
  balance: 'Saldo',
  dueDate: 'Fecha de vencimiento',
  actions: 'Acciones',

  overview: 'Resumen de la cuenta',
  pay: 'Pagar',
  outage: 'Apagones',
  usage: 'Consumo',
  /** "Pagar, cuenta 3000026": the action, then the account it acts on. */
  actionFor: (action: string, accountNumber: string) => `${action}, cuenta ${accountNumber}`,
  openingPayment: 'Abriendo la confirmación del pago',
} satisfies AccountListMessages;
