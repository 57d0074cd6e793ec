import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Registration messages, verbatim from doc 1 §5.3 (step 1), §5.4 (step 2) and §8. */
export const registrationMessages = {
  accountNumberRequired: 'Please enter your Account Number.',
  accountNumberDigitsOnly: 'Account number should contain only digits.',
  authenticationTypeRequired: 'Please select an authentication type to receive verification code.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactPhoneInvalid: 'Please enter a valid phone number.',
  noContactOnFile: 'Unable to fetch details for entered account. Please contact customer support.',
  verificationCodeRequired: 'Please enter verification code.',
  verificationCodeDigitsOnly: 'Verification code should contain only digits.',
  usernameRequired: 'Please enter a username.',
  usernameTaken: 'The username has already been registered.',
  usernameCriteria: 'Username entry does not meet criteria.',
  emailInvalid: 'Please enter a valid Email Address.',
  emailMismatch: 'Email and Confirm Email does not match.',
  passwordRequired: 'Please enter a password.',
  passwordCriteria:
    'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).',
  confirmPasswordRequired: 'Please enter a confirm password.',
  passwordMismatch: 'Password and Confirm Password does not match.',
  securityQuestionRequired: 'Please select an option.',
  securityAnswerRequired: 'Please enter an answer.',
  paperlessConfirmationRequired: 'Please check the paperless confirmation checkbox.',
  /** Not in the spec (see fallbackMessages): account number over 12 digits, answer over 100. */
  tooLong: fallbackMessages.tooLong,
};

export type RegistrationMessages = MessageCatalogue<typeof registrationMessages>;
