import { plural } from '../i18n/format';
import type { DepositsAndArrangementsMessages } from './messages';

/**
 * The Deposits and Arrangements wording in Spanish (US): the same keys as
 * `depositsAndArrangementsMessages`, in the terms of docs/glossary-es-US.md ("depósito", "acuerdo
 * de pago"); an arrangement's instalment is a "cuota". Amounts and dates come formatted.
 */
export const depositsAndArrangementsMessagesEs = {
  // Deposits
  depositHeld: 'Retenido',
  depositRefunded: 'Reembolsado',
  depositApplied: 'Aplicado a la factura',
  depositsExplained:
    'Retenemos un depósito mientras usted tenga servicio con nosotros, y este genera intereses; un reembolso le devuelve el depósito con sus intereses, por cheque o como crédito en su factura.',
  noDeposits: 'No hay depósitos en sus cuentas.',
  noDepositsOnAccount: (accountNumber: string) => `No hay depósitos en la cuenta ${accountNumber}.`,
  accountsWithoutDeposits: (accounts: string) => `No hay depósitos en ${accounts}.`,
  // Arrangements: the statuses describe a "cuota", hence the feminine forms.
  installmentPaid: 'Pagada',
  installmentOverdue: 'Vencida',
  installmentNext: 'Próximo pago',
  installmentUpcoming: 'Por vencer',
  arrangementOverdue: (amount: string, dueDate: string) =>
    `El pago de ${amount} de su acuerdo de pago venció el ${dueDate} y no se ha recibido.`,
  noArrangements: 'No hay acuerdos de pago en sus cuentas.',
  noArrangementsOnAccount: (accountNumber: string) =>
    `No hay acuerdos de pago en la cuenta ${accountNumber}.`,
  accountsWithoutArrangements: (accounts: string) => `No hay acuerdos de pago en ${accounts}.`,
  /** With its article, as the sentence reads: 'la cuenta 1000001', 'las cuentas 1, 2 y 3'. */
  accountList: (accountNumbers: readonly string[]) =>
    plural('es-US', accountNumbers.length, {
      one: `la cuenta ${accountNumbers[0]}`,
      other: `las cuentas ${accountNumbers.slice(0, -1).join(', ')} y ${accountNumbers.at(-1)}`,
    }),
} satisfies DepositsAndArrangementsMessages;
