import type { DepositsPageMessages } from './messages';

/** The Deposits and Arrangements pages' wording in Spanish (US). */
export const depositsPageMessagesEs = {
  depositsTitle: 'Depósitos',
  arrangementsTitle: 'Acuerdos de pago',
  depositsUnavailable: 'Los depósitos no están disponibles en este momento.',
  arrangementsUnavailable: 'Los acuerdos de pago no están disponibles en este momento.',
  accountOverview: 'Ir al resumen de la cuenta',
  allAccountsDeposits: 'Ver los depósitos de todas sus cuentas',
  allAccountsArrangements: 'Ver los acuerdos de pago de todas sus cuentas',
} satisfies DepositsPageMessages;
