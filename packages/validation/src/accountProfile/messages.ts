import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Account Profile messages, verbatim from doc 2 §5. */
export const accountProfileMessages = {
  firstNameRequired: 'Please enter first name.',
  streetNumberRequired: 'Street Number is required.',
  streetNameRequired: 'Street Name is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipRequired: 'Zip code is required.',
  zipInvalid: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).',
  phoneTypeRequired: 'Phone type is required.',
  phoneNumberRequired: 'Phone Number is required.',
  phoneInvalid: 'Invalid phone format.(Ex: (987) 456-1230)',
  /** Not in the spec (see fallbackMessages): a field over its maximum length. */
  tooLong: fallbackMessages.tooLong,
  /** Not in the spec (see fallbackMessages): a street number with other characters than digits. */
  digitsOnly: fallbackMessages.digitsOnly,
  /** Not in the spec (see fallbackMessages): a city holding a blocked character. */
  blockedCharacters: fallbackMessages.blockedCharacters,
  /** Not in the spec (see fallbackMessages): more than the 3 phones doc 2 §5 allows. */
  tooManyPhones: fallbackMessages.tooManyPhones,
};

export type AccountProfileMessages = MessageCatalogue<typeof accountProfileMessages>;
