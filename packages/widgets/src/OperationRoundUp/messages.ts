import type { CatalogueTranslations } from '@coop-portal/ui';
import { roundUp, type MessageCatalogue } from '@coop-portal/validation';

/**
 * The Operation RoundUp page's wording (doc 3 §2.3, §5, §8). The rule messages (the amount and
 * expiration checks, the success message) are the spec's, from validation's `roundUpMessages`; the
 * help dialog's content, which the spec does not give, says what members ask about the program.
 */
export const operationRoundUpMessages = {
  ...roundUp.roundUpMessages,
  heading: 'Operation RoundUp',
  intro:
    'Tick the accounts to change, set RoundUp and its details for each, then choose Proceed. Unticking an account puts back its saved values.',
  loading: 'Loading your accounts…',
  retry: 'Try again',
  /** The RoundUp feature is off, or neither PARTICIPATE nor PLUSPARTICIPATE is on. */
  notOffered: 'Operation RoundUp is not offered at this time.',
  proceed: 'Proceed',
  saving: 'Saving your RoundUp choices…',
  /** Success (doc 3 §8). */
  updated: roundUp.roundUpMessages.updated,
  /** A failed update (doc 3 §8: the error text in an alert), with the server's reason. */
  updateFailed: (reason: string) =>
    `Operation RoundUp could not be updated: ${reason} Your changes are still here; try again.`,
  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',
  // The help dialog (doc 3 §2.3)
  help: 'Help',
  helpButtonLabel: 'Help with Operation RoundUp',
  helpTitle: 'About Operation RoundUp',
  helpClose: 'Close',
  helpRoundUp:
    'RoundUp rounds each bill of the account up to the next whole dollar. The cents it adds go to the co-op’s community fund, which helps neighbours and local causes.',
  helpPlus:
    'RoundUp Plus adds the amount you choose to each bill of the account, on top of the round-up.',
  helpExpiration:
    'An expiration date stops the round-up after that day; leave it empty to keep it until you turn it off. The earliest date is tomorrow.',
  helpHowTo:
    'Tick each account to change, turn RoundUp on or off and set its details, then choose Proceed. Accounts you do not tick are not changed.',
};

export type OperationRoundUpMessages = MessageCatalogue<typeof operationRoundUpMessages>;

/** Its translations, each loaded the first time Operation RoundUp speaks that language. */
export const operationRoundUpTranslations: CatalogueTranslations<OperationRoundUpMessages> = {
  name: 'operationRoundUp',
  'es-US': () => import('./messages.es').then((module) => module.operationRoundUpMessagesEs),
};
