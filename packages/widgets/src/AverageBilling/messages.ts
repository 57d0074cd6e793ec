import { plural, type CatalogueTranslations } from '@coop-portal/ui';
import { averageBilling, type MessageCatalogue } from '@coop-portal/validation';

const spec = averageBilling.averageBillingMessages;

/**
 * The Average Billing page's wording (doc 3 §2.4, §8): the row actions, bulk buttons, hint, empty
 * state, success and failure texts are the spec's (the hint keeps its spelling); the labels,
 * columns and confirmations, which the spec does not word, are ours.
 */
export const averageBillingWidgetMessages = {
  ...spec,
  heading: 'Average Billing',
  intro:
    'Average Billing spreads your energy costs evenly: each month you pay about the same amount, based on your past year’s use, and the difference is settled once a year.',
  loading: 'Loading your accounts…',
  retry: 'Try again',
  /** The filter and search bar. */
  filtersLabel: 'Filter accounts',
  filterLabel: 'Show',
  viewAll: 'All',
  viewEnabled: 'Average Billing',
  viewNonEnabled: 'Non-Average Billing',
  searchLabel: 'Search',
  searchDescription: 'Account number or service address',
  noMatches: 'No account matches your search.',
  // The table
  tableLabel: 'Your accounts and Average Billing',
  columnAccount: 'Account Number',
  columnAddress: 'Service Address',
  columnEstimate: 'Estimated Monthly Amount',
  columnBillingType: 'Billing Type',
  columnAction: 'Action',
  /** A billing type the API does not give. */
  standardBilling: 'Standard',
  notAvailable: '—',
  signUpLabel: (accountNumber: string) => `Sign Up account ${accountNumber} for Average Billing`,
  removeLabel: (accountNumber: string) => `Remove account ${accountNumber} from Average Billing`,
  notEligibleLabel: (accountNumber: string) =>
    `Account ${accountNumber} is not eligible for Average Billing`,
  /** A Not Eligible account whose reason the API does not give. */
  notEligibleReason: 'This account is not eligible for Average Billing.',
  selectedCount: (count: number) =>
    plural('en-US', count, {
      one: `${count} account selected`,
      other: `${count} accounts selected`,
    }),
  // Confirmations (doc 3 §4: Continue / Cancel)
  continue: 'Continue',
  cancel: 'Cancel',
  signUpTitle: 'Sign up for Average Billing?',
  removeTitle: 'Remove Average Billing?',
  signUpOne: (accountNumber: string, estimate: string | null) =>
    estimate
      ? `Account ${accountNumber} will be billed an estimated ${estimate} each month, settled once a year.`
      : `Account ${accountNumber} will be billed about the same amount each month, settled once a year.`,
  removeOne: (accountNumber: string) =>
    `Account ${accountNumber} will be billed for its actual use each month again.`,
  signUpMany: (count: number) =>
    `${count} accounts will be billed about the same amount each month, settled once a year.`,
  removeMany: (count: number) =>
    `${count} accounts will be billed for their actual use each month again.`,
  updating: 'Updating Average Billing…',
  /** The warning dialog of a refused update (doc 3 §8: 400). */
  refusedTitle: 'Average Billing was not changed',
  ok: 'OK',
  dismissLabel: 'Dismiss',
  /** The feature is off (doc 3 §2.4: the portal's page goes to the account overview instead). */
  notOffered: 'Average Billing is not offered at this time.',
};

export type AverageBillingWidgetMessages = MessageCatalogue<typeof averageBillingWidgetMessages>;

/** Its translations, each loaded the first time Average Billing speaks that language. */
export const averageBillingWidgetTranslations: CatalogueTranslations<AverageBillingWidgetMessages> =
  {
    name: 'averageBilling',
    'es-US': () => import('./messages.es').then((module) => module.averageBillingWidgetMessagesEs),
  };
