import { accountProfileMessages } from '../accountProfile/messages';
import { capitalCreditsMessages } from '../capitalCredits/messages';
import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/**
 * Application for Service messages. The spec gives the tile and the account types (doc 1 §2.3) but
 * not the form: the messages of fields other forms have are theirs, verbatim (phone, e-mail,
 * address 1, city and state from the claim form, doc 3 §5; first name and zip from the account
 * profile, doc 2 §5; the agreement from the paperless confirmation, doc 2 §5; the generic text of
 * doc 3 §8); the others are chosen here in the same style.
 */
export const serviceApplicationMessages = {
  accountTypeRequired: 'Please choose an account type.',
  firstNameRequired: accountProfileMessages.firstNameRequired,
  lastNameRequired: 'Please enter last name.',
  businessNameRequired: 'Please enter business name.',
  phoneRequired: capitalCreditsMessages.phoneRequired,
  phoneInvalid: capitalCreditsMessages.phoneInvalid,
  emailRequired: capitalCreditsMessages.emailRequired,
  emailInvalid: capitalCreditsMessages.emailInvalid,
  address1Required: capitalCreditsMessages.address1Required,
  cityRequired: capitalCreditsMessages.cityRequired,
  stateRequired: capitalCreditsMessages.stateRequired,
  zipRequired: accountProfileMessages.zipRequired,
  zipInvalid: accountProfileMessages.zipInvalid,
  startDateRequired: 'Please choose a start date.',
  startDateInPast: 'The start date cannot be in the past.',
  agreementRequired: 'Please select the checkbox to continue.',
  /** A 429 (asked too often): the capital credit pages' wording, with or without the wait. */
  tooManyAttempts: capitalCreditsMessages.tooManyAttempts,
  tooManyAttemptsLater: capitalCreditsMessages.tooManyAttemptsLater,
  /** Not in the spec (see fallbackMessages): a date that cannot be read. */
  invalidDate: fallbackMessages.invalidDate,
  /** Not in the spec (see fallbackMessages): a start date after the window. */
  dateTooLate: fallbackMessages.dateTooLate,
  /** Not in the spec (see fallbackMessages): a field over its maximum length. */
  tooLong: fallbackMessages.tooLong,
};

export type ServiceApplicationMessages = MessageCatalogue<typeof serviceApplicationMessages>;
