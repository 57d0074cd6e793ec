import { accountProfileMessagesEs } from '../accountProfile/messages.es';
import { profileMessagesEs } from '../profile/messages.es';
import { registrationMessagesEs } from '../registration/messages.es';
import type { NotificationsMessages } from './messages';

/**
 * The Manage Contacts messages in Spanish (US): the same keys as `notificationsMessages`, taken
 * from the same catalogues as in English (the e-mail texts My Profile's, the phone texts Account
 * Profile's, the code texts registration's).
 */
export const notificationsMessagesEs = {
  emailRequired: profileMessagesEs.emailRequired,
  emailInvalid: profileMessagesEs.emailInvalid,
  phoneRequired: accountProfileMessagesEs.phoneNumberRequired,
  phoneInvalid: accountProfileMessagesEs.phoneInvalid,
  codeRequired: registrationMessagesEs.verificationCodeRequired,
  codeDigitsOnly: registrationMessagesEs.verificationCodeDigitsOnly,
  codeLength: 'Ingrese el código de verificación de 6 dígitos.',
  tooLong: profileMessagesEs.tooLong,
} satisfies NotificationsMessages;
