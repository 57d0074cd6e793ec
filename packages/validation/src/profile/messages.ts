import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** My Profile messages, verbatim from doc 2 §5 (and §2.3, §4 for the texts its rules decide). */
export const profileMessages = {
  emailRequired: 'Please enter email.',
  emailInvalid: 'Please enter a valid email address.',
  usernameRequired: 'Please enter username.',
  usernameTaken: 'The username has already been registered.',
  usernameCriteria: 'Username entry does not meet criteria.',
  securityQuestionRequired: 'Please select an option.',
  securityAnswerRequired: 'Please enter security answer.',
  passwordRequired: 'Please enter a password.',
  passwordCriteria:
    'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).',
  confirmPasswordRequired: 'Please enter a confirm password.',
  passwordMismatch: 'Password and Confirm Password does not match.',
  paperlessConfirmationRequired: 'Please select the checkbox to continue.',
  noPaperlessAccounts: 'There are no eligible accounts for managing Paperless Options.',
  noRoundUpAccounts: 'There are no eligible accounts for managing Operation Roundup.',
  storedDataRemovalLocked: 'Update not allowed. Active Payment setup exists.',
  /** Not in the spec (see fallbackMessages): security answer over 100 characters. */
  tooLong: fallbackMessages.tooLong,
};

export type ProfileMessages = MessageCatalogue<typeof profileMessages>;
