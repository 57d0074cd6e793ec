import { accountProfileMessages } from '../accountProfile/messages';
import { profileMessages } from '../profile/messages';
import { registrationMessages } from '../registration/messages';
import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/**
 * Manage Contacts messages. Doc 1 §2.2 names the page but gives no texts: the e-mail texts are My
 * Profile's (doc 2 §5), the phone texts Account Profile's (doc 2 §5), the code texts registration's
 * (doc 1 §5.3).
 */
export const notificationsMessages = {
  emailRequired: profileMessages.emailRequired,
  emailInvalid: profileMessages.emailInvalid,
  phoneRequired: accountProfileMessages.phoneNumberRequired,
  phoneInvalid: accountProfileMessages.phoneInvalid,
  codeRequired: registrationMessages.verificationCodeRequired,
  codeDigitsOnly: registrationMessages.verificationCodeDigitsOnly,
  /** Not in the spec: a verification code that is not 6 digits long. */
  codeLength: 'Please enter the 6-digit verification code.',
  /** Not in the spec (see fallbackMessages): an e-mail address over its maximum length. */
  tooLong: fallbackMessages.tooLong,
};

export type NotificationsMessages = MessageCatalogue<typeof notificationsMessages>;
