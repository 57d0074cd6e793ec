import { plural } from '@coop-portal/ui';
import { depositsAndArrangementsMessagesEs as rulesEs } from '@coop-portal/validation/es';
import type { ArrangementsMessages, DepositsMessages } from './messages';

/** What both pages say about the accounts they show, in Spanish (US). */
const accountTextsEs = {
  accountHeading: (accountNumber: string) => `Cuenta ${accountNumber}`,
  retry: 'Intentar de nuevo',
  accountList: rulesEs.accountList,
};

/**
 * The Deposits widget's wording in Spanish (US), loaded only when it speaks Spanish: the rule
 * messages from `@coop-portal/validation/es` and the widget's own ("depósito", per
 * docs/glossary-es-US.md).
 */
export const depositsMessagesEs = {
  ...accountTextsEs,
  depositHeld: rulesEs.depositHeld,
  depositRefunded: rulesEs.depositRefunded,
  depositApplied: rulesEs.depositApplied,
  depositsExplained: rulesEs.depositsExplained,
  noDeposits: rulesEs.noDeposits,
  noDepositsOnAccount: rulesEs.noDepositsOnAccount,
  accountsWithoutDeposits: rulesEs.accountsWithoutDeposits,
  heading: 'Depósitos',
  loading: 'Cargando los depósitos',
  tableLabel: (accountNumber: string) => `Depósitos de la cuenta ${accountNumber}`,
  columnDatePaid: 'Fecha de pago',
  columnType: 'Tipo',
  columnAmount: 'Monto',
  columnStatus: 'Estado',
  columnRefundDate: 'Fecha de reembolso',
  columnInterest: 'Intereses',
  notRefunded: 'No reembolsado',
  noInterest: 'Ninguno',
  totalHeld: 'Total retenido',
  summaryLabel: 'Depósitos en sus cuentas',
  heldOnAccounts: 'Retenido en sus cuentas',
  interestOnHeld: 'Intereses generados hasta ahora',
} satisfies DepositsMessages;

/**
 * The Arrangements widget's wording in Spanish (US), loaded only when it speaks Spanish: the rule
 * messages from `@coop-portal/validation/es` and the widget's own ("acuerdo de pago", per
 * docs/glossary-es-US.md; an instalment is a "cuota").
 */
export const arrangementsMessagesEs = {
  ...accountTextsEs,
  installmentPaid: rulesEs.installmentPaid,
  installmentOverdue: rulesEs.installmentOverdue,
  installmentNext: rulesEs.installmentNext,
  installmentUpcoming: rulesEs.installmentUpcoming,
  arrangementOverdue: rulesEs.arrangementOverdue,
  noArrangements: rulesEs.noArrangements,
  noArrangementsOnAccount: rulesEs.noArrangementsOnAccount,
  accountsWithoutArrangements: rulesEs.accountsWithoutArrangements,
  heading: 'Acuerdos de pago',
  loading: 'Cargando los acuerdos de pago',
  arrangementTitle: (startDate: string | undefined) =>
    startDate ? `Acuerdo de pago desde el ${startDate}` : 'Acuerdo de pago',
  arrangementBalanceLabel: 'Saldo del acuerdo',
  nextPaymentLabel: 'Próximo pago',
  nextPaymentDueLabel: 'Vencimiento del próximo pago',
  /** Said of the next payment: "pago vencido". */
  overdue: 'Vencido',
  notAvailable: 'N/D',
  leftToPayLabel: 'Pendiente de pago',
  leftToPay: (count: number, amount: string) =>
    `${count} ${plural('es-US', count, { one: 'cuota', other: 'cuotas' })}, ${amount}`,
  installmentsLabel: (accountNumber: string, title: string) =>
    `Cuotas: ${title}, cuenta ${accountNumber}`,
  columnDueDate: 'Fecha de vencimiento',
  columnAmount: 'Monto',
  columnStatus: 'Estado',
  summaryLabel: 'Acuerdos de pago en sus cuentas',
  balanceOnAccounts: 'Saldo total de los acuerdos de pago',
} satisfies ArrangementsMessages;
