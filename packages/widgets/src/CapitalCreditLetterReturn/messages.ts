import type { CatalogueTranslations } from '@coop-portal/ui';
import { capitalCredits, type MessageCatalogue } from '@coop-portal/validation';

/**
 * The Capital Credit Letter Return wording (doc 3 §2.9, §5, §8): the button, the field messages and
 * the Letter ID help are the spec's; the outcome is the server's message; the rest is ours.
 */
export const capitalCreditLetterReturnMessages = {
  ...capitalCredits.capitalCreditsMessages,
  heading: 'Capital Credit Letter Return',
  memberNumberLabel: 'Member Number',
  letterIdLabel: 'Letter ID',
  // The visible name of the help button is its icon: the name says what it opens.
  helpButtonLabel: 'Help with Letter ID',
  helpTitle: 'Letter ID',
  helpClose: 'Close',
  submit: 'Return Signed Letter',
  sending: 'Returning your signed letter…',
  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',
};

export type CapitalCreditLetterReturnMessages = MessageCatalogue<
  typeof capitalCreditLetterReturnMessages
>;

/** Its translations, each loaded the first time the letter return speaks that language. */
export const capitalCreditLetterReturnTranslations: CatalogueTranslations<CapitalCreditLetterReturnMessages> =
  {
    name: 'capitalCreditLetterReturn',
    'es-US': () =>
      import('./messages.es').then((module) => module.capitalCreditLetterReturnMessagesEs),
  };
