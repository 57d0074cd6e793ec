import type { MessageCatalogue } from '../shared/catalogue';

/** Average Billing texts, verbatim from doc 3 §2.4 and §8. */
export const averageBillingMessages = {
  signUp: 'Sign Up',
  remove: 'Remove',
  notEligible: 'Not Eligible',
  removeSelected: 'Remove Selected',
  signUpSelected: 'Sign Up Selected',
  /** Verbatim, spelling included. */
  bulkHint: 'Check mutliple accounts then click ... button.',
  noAccounts: 'There are no accounts available.',
  loadFailed:
    'We are unable to process your request at this time. Please contact customer support.',
  accountUpdated: (accountNumber: string) =>
    `Account ${accountNumber} billing type updated successfully`,
  accountsUpdated: 'Billing type updated successfully for multiple accounts.',
};

export type AverageBillingMessages = MessageCatalogue<typeof averageBillingMessages>;
