import { plural, type CatalogueTranslations } from '@coop-portal/ui';
import { accountOverview, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the account overview (doc 2 §2.1, §3, §4, §8; doc 1 §9). The rule texts (banners,
 * the prepaid wording, N/A, the auto-pay labels, the quick link and payment program names, the
 * capital credit and linked accounts errors) are validation's `accountOverviewMessages`, verbatim
 * from the spec where it gives them; 'Service unavailable, please contact administrator.' is doc 2
 * §8's. The spec names the cards and buttons without their labels' details: the rest is ours. A
 * co-op may override any of it through the widget's `messages` prop.
 */
export const accountOverviewWidgetMessages = {
  ...accountOverview.accountOverviewMessages,
  /** The overview's accessible name. */
  label: 'Account overview',
  loading: 'Loading the account overview',
  retry: 'Try again',
  /** The banners' group. */
  bannersLabel: 'Account messages',

  // The account card (doc 2 §2.1)
  accountCardLabel: (accountNumber: string) => `Account ${accountNumber}`,
  accountNumberLabel: 'Account Number',
  statusLabel: 'Status',
  serviceAddressLabel: 'Service Address',
  dueDateLabel: 'Due Date',
  pastDueAmountLabel: 'Past Due Amount',
  cutoffDateLabel: 'Cutoff Date',
  /** The warning style's words, so it never rests on colour alone (doc 2 §4). */
  pastDueWarning: 'Past Due',
  cutoffWarning: 'Cutoff',

  // The buttons (doc 2 §2.1)
  actionsLabel: 'Account actions',
  payBill: 'Pay Bill',
  reportOutage: 'Report Outage',
  myMeter: 'My Meter',
  openingMyMeter: 'Opening My Meter',
  /** doc 2 §8: the My Meter link failed. */
  myMeterFailed: 'Service unavailable, please contact administrator.',
  /** The browser kept My Meter's new tab from opening (a page opened with link=mymeter). */
  myMeterBlocked: 'Your browser did not open My Meter in a new tab.',
  openMyMeter: 'Open My Meter',
  dismiss: 'Dismiss',

  // Cards (doc 2 §2.1)
  myAccount: 'My Account',
  accountTypeLabel: 'Account Type',
  memberNumberLabel: 'Member Number',
  /** doc 2 §4: the outage status as ON, OFF or N/A (`notAvailable`). */
  powerLabel: 'Power',
  powerOn: 'ON',
  powerOff: 'OFF',
  metersLabel: 'Meters',
  noMeters: 'None',
  editAccountProfile: 'Edit Account Profile',
  myBill: 'My Bill',
  autoPayTerm: 'Auto Pay',
  draftDateLabel: 'Next Draft Date',
  accountHistory: 'View Account History',
  yearToDateDifferenceLabel: 'Year-to-Date Budget Difference',
  netBalanceLabel: 'Net Balance',
  manageAverageBilling: 'Manage Average Billing',
  usage: 'Usage',
  /** The latest billed month's usage, e.g. 'April 2026'. */
  latestMonthLabel: (month: string) => `Usage in ${month}`,
  averageMonthLabel: 'Monthly Average',
  totalLabel: (months: number) =>
    `Total, Last ${months} ${plural('en-US', months, { one: 'Month', other: 'Months' })}`,
  usageLoading: 'Loading usage',
  usageFailed: 'Usage could not be loaded.',
  usageNotViewable: 'Usage history is not available for this account.',
  usageTracker: 'Open Usage Tracker',
  arrangementDetails: 'Arrangement Details',
  arrangementBalanceLabel: 'Arrangement Balance',
  nextPaymentLabel: 'Next Payment',
  nextPaymentDueLabel: 'Next Payment Due',
  overdue: 'Overdue',
  viewArrangements: 'View Arrangements',
  quickLinksTitle: 'Quick Links',
  paymentProgramsTitle: 'Payment Programs',

  // Billed Usage Summary (doc 2 §2.1)
  billedUsageSummary: 'Billed Usage Summary',
  /** The chart's caption. */
  billedUsageChart: 'Monthly usage, last 12 months',
  viewDetails: 'View Details',

  // Linked accounts (doc 2 §2.1, §3)
  linkedAccounts: 'Linked Accounts',
  linkedAccountsLoading: 'Loading linked accounts',
  noLinkedAccounts: 'There are no other accounts linked to this account.',
  /** The account column: its number, and its type under it. */
  linkedAccount: 'Account',
  linkedServiceAddress: 'Service Address',
  billedBalance: 'Billed Balance',
  linkedTotal: 'Total',

  // The capital credit statement (doc 2 §2.1, §7)
  capitalCreditLoading: 'Loading the capital credit statement',
  capitalCreditFileName: 'capital-credit-statement.pdf',
  close: 'Close',
};

export type AccountOverviewWidgetMessages = MessageCatalogue<typeof accountOverviewWidgetMessages>;

/** Its translations, each loaded the first time the account overview speaks that language. */
export const accountOverviewWidgetTranslations: CatalogueTranslations<AccountOverviewWidgetMessages> =
  {
    name: 'accountOverview',
    'es-US': () => import('./messages.es').then((module) => module.accountOverviewWidgetMessagesEs),
  };
