import { plural, type CatalogueTranslations } from '@coop-portal/ui';
import { depositsAndArrangements, type MessageCatalogue } from '@coop-portal/validation';

const rules = depositsAndArrangements.depositsAndArrangementsMessages;

/** What both pages say about the accounts they show (ours: the spec names the pages only). */
const accountTexts = {
  /** An account's heading. */
  accountHeading: (accountNumber: string) => `Account ${accountNumber}`,
  /** Reads what failed again. */
  retry: 'Try again',
  accountList: rules.accountList,
};

/**
 * Wording of the Deposits widget (doc 1 §2.2 names the page, not its content: every text here is
 * ours). A co-op may override any of these.
 */
export const depositsMessages = {
  ...accountTexts,
  depositHeld: rules.depositHeld,
  depositRefunded: rules.depositRefunded,
  depositApplied: rules.depositApplied,
  depositsExplained: rules.depositsExplained,
  noDeposits: rules.noDeposits,
  noDepositsOnAccount: rules.noDepositsOnAccount,
  accountsWithoutDeposits: rules.accountsWithoutDeposits,
  heading: 'Deposits',
  loading: 'Loading deposits',
  /** The table of an account's deposits. */
  tableLabel: (accountNumber: string) => `Deposits on account ${accountNumber}`,
  columnDatePaid: 'Date Paid',
  columnType: 'Type',
  columnAmount: 'Amount',
  columnStatus: 'Status',
  columnRefundDate: 'Refund Date',
  columnInterest: 'Interest',
  /** The refund date of a deposit not refunded. */
  notRefunded: 'Not refunded',
  /** The interest of a deposit the API gives none for. */
  noInterest: 'None',
  /** The footer of an account's table: what is still held. */
  totalHeld: 'Total held',
  /** The summary over several accounts. */
  summaryLabel: 'Deposits on your accounts',
  heldOnAccounts: 'Held on your accounts',
  interestOnHeld: 'Interest earned so far',
};

export type DepositsMessages = MessageCatalogue<typeof depositsMessages>;

/** Its translations, each loaded the first time Deposits speaks that language. */
export const depositsTranslations: CatalogueTranslations<DepositsMessages> = {
  name: 'deposits',
  'es-US': () => import('./messages.es').then((module) => module.depositsMessagesEs),
};

/**
 * Wording of the Arrangements widget (doc 1 §2.2, doc 2 §2.1, §3). The overdue warning is the
 * account overview's; the rest is ours. A co-op may override any of these.
 */
export const arrangementsMessages = {
  ...accountTexts,
  installmentPaid: rules.installmentPaid,
  installmentOverdue: rules.installmentOverdue,
  installmentNext: rules.installmentNext,
  installmentUpcoming: rules.installmentUpcoming,
  arrangementOverdue: rules.arrangementOverdue,
  noArrangements: rules.noArrangements,
  noArrangementsOnAccount: rules.noArrangementsOnAccount,
  accountsWithoutArrangements: rules.accountsWithoutArrangements,
  heading: 'Arrangements',
  loading: 'Loading payment arrangements',
  /** An arrangement's title: when it started, or a plain name without a start date. */
  arrangementTitle: (startDate: string | undefined) =>
    startDate ? `Arrangement from ${startDate}` : 'Payment Arrangement',
  /** The arrangement's terms (doc 2 §3), as the overview's Arrangement Details names them. */
  arrangementBalanceLabel: 'Arrangement Balance',
  nextPaymentLabel: 'Next Payment',
  nextPaymentDueLabel: 'Next Payment Due',
  overdue: 'Overdue',
  notAvailable: 'N/A',
  leftToPayLabel: 'Left to Pay',
  leftToPay: (count: number, amount: string) =>
    `${count} ${plural('en-US', count, { one: 'instalment', other: 'instalments' })}, ${amount}`,
  /** The table of an arrangement's instalments. */
  installmentsLabel: (accountNumber: string, title: string) =>
    `Instalments: ${title}, account ${accountNumber}`,
  columnDueDate: 'Due Date',
  columnAmount: 'Amount',
  columnStatus: 'Status',
  /** The summary over several arrangements. */
  summaryLabel: 'Arrangements on your accounts',
  balanceOnAccounts: 'Total arrangement balance',
};

export type ArrangementsMessages = MessageCatalogue<typeof arrangementsMessages>;

/** Its translations, each loaded the first time Arrangements speaks that language. */
export const arrangementsTranslations: CatalogueTranslations<ArrangementsMessages> = {
  name: 'arrangements',
  'es-US': () => import('./messages.es').then((module) => module.arrangementsMessagesEs),
};
