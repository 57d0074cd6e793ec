import type { CatalogueTranslations } from '@coop-portal/ui';
import { capitalCredits, type MessageCatalogue } from '@coop-portal/validation';

/**
 * The Unclaimed Capital Credits wording (doc 3 §2.10, §5, §8): the column names, the no-result
 * sentence and the claim form's messages are the spec's; the outcome of a claim is the server's
 * message; the labels and the rest are ours.
 */
export const unclaimedCapitalCreditsMessages = {
  ...capitalCredits.capitalCreditsMessages,
  heading: 'Unclaimed Capital Credits',
  // Step 1: the search
  searchHeading: 'Search unclaimed capital credits',
  searchIntro: 'Enter a first name, last name or company name.',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  companyNameLabel: 'Company Name',
  search: 'Search',
  searching: 'Searching unclaimed capital credits…',
  resultsLabel: 'Unclaimed capital credits found',
  columnName: 'Name',
  columnAddress: 'Address',
  columnCityState: 'City/State',
  columnZip: 'Zip',
  columnClaim: 'Claim',
  cityState: (city: string, state: string) => [city, state].filter(Boolean).join(', '),
  claim: 'Claim',
  // The visible text first: the name starts with what the button shows.
  claimLabel: (name: string) => `Claim the capital credit of ${name}`,
  // Step 2: the claim form
  claimHeading: 'Claim form',
  claiming: (name: string, address: string) =>
    `You are claiming the unclaimed capital credit of ${name}, ${address}. Tell us how to reach you.`,
  nameLabel: 'Name',
  ssnLabel: 'Last 4 Digits of SSN',
  ssnDescription: 'Optional. It is not shown as you type.',
  phoneLabel: 'Phone',
  contactPrefLabel: 'Contact Preference',
  contactPrefPlaceholder: 'Select a contact preference',
  /** The contact preferences as listed; the value sent is the English one (doc 3 §9). */
  contactPrefPhone: 'Phone',
  contactPrefEmail: 'Email',
  contactPrefMail: 'Mail',
  emailLabel: 'Email',
  address1Label: 'Address 1',
  address2Label: 'Address 2',
  cityLabel: 'City',
  stateLabel: 'State',
  statePlaceholder: 'Select a state',
  zipLabel: 'Zip',
  commentsLabel: 'Comments',
  submitClaim: 'Submit Claim',
  sendingClaim: 'Sending your claim…',
  cancel: 'Cancel',
  backToSearch: 'Back to the search',
  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',
};

export type UnclaimedCapitalCreditsMessages = MessageCatalogue<
  typeof unclaimedCapitalCreditsMessages
>;

/** Its translations, each loaded the first time the page speaks that language. */
export const unclaimedCapitalCreditsTranslations: CatalogueTranslations<UnclaimedCapitalCreditsMessages> =
  {
    name: 'unclaimedCapitalCredits',
    'es-US': () =>
      import('./messages.es').then((module) => module.unclaimedCapitalCreditsMessagesEs),
  };
