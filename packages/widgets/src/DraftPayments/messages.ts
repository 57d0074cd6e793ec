import type { CatalogueTranslations } from '@coop-portal/ui';
import { drafts, type MessageCatalogue } from '@coop-portal/validation';

const spec = drafts.draftMessages;

/**
 * The Draft Payments page's wording (doc 3 §2.2, §5, §8): the list states, the rule messages, the
 * confirmation, the success and the failure texts are the spec's (kept verbatim, spacing included);
 * the labels, which the spec does not word, are ours. `term` is what the co-op calls a draft: 'Draft',
 * or 'EZ Pay' where whecEnabled is on (doc 1 §2.2).
 */
export const draftPaymentsMessages = {
  ...spec,
  /** The heading: the page's name (doc 1 §2.2). */
  heading: (term: string) => (term === 'EZ Pay' ? 'EZ Pay' : 'Draft Payments'),
  draftTerm: 'Draft',
  ezPayTerm: 'EZ Pay',
  intro: (term: string) =>
    `Pay your bills automatically: set up a ${term} by card or bank account for one or more of your accounts, see your current ones, or remove them.`,
  loading: 'Loading your accounts…',
  retry: 'Try again',
  /** Neither credit nor bank drafts are allowed (doc 3 §2.2, §6: the banner's text is not shown). */
  notAllowed: (term: string) =>
    `${term} is not available at this time. Please contact us to pay your bills automatically.`,
  // Help (doc 3 §2.2: titled Draft Setup or EZ Pay Setup, 400px)
  help: 'Help',
  helpButtonLabel: (term: string) => `Help with ${term} setup`,
  helpClose: 'Close',
  helpAccounts: (term: string) =>
    `Accounts lists the accounts that already have a ${term}: how it is paid and on which day.`,
  helpSetup: (term: string) =>
    `Setup New ${term}: choose Credit Card or Bank Draft, tick the accounts, and for each choose when it is paid: when billed, at the end of the month, on a day of the month, or a number of days after billing.`,
  helpProvider:
    'A card (and, at some co-ops, a bank account) is entered on our payment provider’s secure page: you are forwarded there when you submit.',
  helpRemove: (term: string) =>
    `Remove ${term}: tick the accounts and choose Remove to stop paying them automatically.`,
  // Tabs
  tabsLabel: (term: string) => `${term} tabs`,
  accountsTab: 'Accounts',
  setupTab: (term: string) => `Setup New ${term}`,
  removeTab: (term: string) => `Remove ${term}`,
  // Accounts tab
  currentLabel: (term: string) => `Accounts with a ${term}`,
  columnAccount: 'Account Number',
  columnAddress: 'Service Address',
  columnType: 'Type',
  columnDraftType: (term: string) => `${term} Type`,
  columnDraftAccount: (term: string) => `${term} Account`,
  columnDraftDay: (term: string) => `${term} Day`,
  // Setup New Draft
  optionLabel: (term: string) => `${term} by`,
  creditCard: 'Credit Card',
  bankDraft: 'Bank Draft',
  eligibleHeading: 'Accounts you can set up',
  eligibleListLabel: (term: string) => `Accounts you can set up for a ${term}`,
  selectAll: 'Select All',
  accountLabel: (accountNumber: string) => `Account ${accountNumber}`,
  settingsTitle: (accountNumber: string) => `Settings for account ${accountNumber}`,
  methodLabel: (term: string) => `${term} Method`,
  dayOfMonthLabel: 'Day of the Month',
  dayOfMonthDescription: (first: number, last: number) => `A day from ${first} to ${last}.`,
  daysAfterLabel: 'Number of Days after billing',
  daysAfterDescription: (max: number) => `From 1 to ${max}.`,
  startDateLabel: (term: string) => `${term} Start Date`,
  ineligibleHeading: 'Accounts you cannot set up',
  ineligibleItem: (accountNumber: string, reason: string) => `Account ${accountNumber}: ${reason}`,
  bankHeading: 'Bank account',
  accountTypeLabel: 'Account Type',
  checking: 'Checking',
  savings: 'Savings',
  bankAccountLabel: 'Bank Account Number',
  confirmBankAccountLabel: 'Confirm Bank Account Number',
  routingLabel: 'Routing Number',
  routingDescription:
    'The 9-digit number at the bottom left of a check; it fills in the bank name.',
  bankNameLabel: 'Bank Name',
  authorize: (term: string) =>
    `I authorize the co-op to pay the bills of the selected accounts by this ${term} until I remove it.`,
  submit: 'Submit',
  submitting: 'Setting up your draft…',
  forwardingStarted: 'Forwarding you to the secure payment page…',
  setupFailed: (reason: string) => `Your draft could not be set up: ${reason}`,
  // Remove Draft
  removeLabel: (term: string) => `Accounts with a ${term} to remove`,
  selectAccount: (accountNumber: string) => `Select account ${accountNumber}`,
  clearSelection: 'Clear Selection',
  remove: 'Remove',
  removing: 'Removing…',
  removeTitle: (term: string) => `Remove ${term}`,
  no: 'No',
  yes: 'Yes',
  removeFailed: (reason: string) => `Your draft could not be removed: ${reason}`,
  dismissLabel: 'Dismiss',
  errorSummaryTitle: 'Please correct the following:',
};

export type DraftPaymentsMessages = MessageCatalogue<typeof draftPaymentsMessages>;

/** Its translations, each loaded the first time Draft Payments speaks that language. */
export const draftPaymentsTranslations: CatalogueTranslations<DraftPaymentsMessages> = {
  name: 'draftPayments',
  'es-US': () => import('./messages.es').then((module) => module.draftPaymentsMessagesEs),
};
