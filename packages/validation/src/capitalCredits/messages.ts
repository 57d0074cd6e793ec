import { plural } from '../i18n/format';
import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Capital credit messages, verbatim from doc 3 §5 and §8. */
export const capitalCreditsMessages = {
  memberNumberRequired: 'Member Number is required.',
  letterIdRequired: 'Letter ID is required.',
  invalidFormat: 'Invalid format.',
  letterIdHelp:
    'Your Member Number and Letter ID can be found on the letter/email you received. If you need additional assistance, please contact us at the phone number listed at the bottom of this page.',
  /** 'There were no unclaimed capital credits found matching ' followed by the search terms. */
  noUnclaimedResults: (terms: string) =>
    `There were no unclaimed capital credits found matching ${terms}`,
  /** Doc 3 §5 gives the claim phone's rule (required, formatted, 14 characters) but no text: these
   * two are the service request's phone texts (doc 3 §5). */
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Invalid phone format. (Ex: (987) 456-1230)',
  ssnInvalid: 'SSN must be 4 numeric digits',
  emailInvalid: 'Invalid e-mail address.',
  emailRequired: 'Email address is required.',
  contactPreferenceRequired: 'Contact preference is required.',
  address1Required: 'Address 1 is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipInvalid: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
  /**
   * Not in the spec: the API refused the call as asked too often (429, abuse protection of the public
   * pages), with the wait its Retry-After gave in minutes, or without one.
   */
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${plural('en-US', minutes, { one: 'minute', other: 'minutes' })}.`,
  tooManyAttemptsLater: 'Too many attempts. Please try again later.',
  /** Not in the spec (see fallbackMessages): name, address, city or comments over their maximum. */
  tooLong: fallbackMessages.tooLong,
};

export type CapitalCreditsMessages = MessageCatalogue<typeof capitalCreditsMessages>;
