import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Sign-in messages, verbatim from doc 1 §5.2 (and §2.7 for the logged-out notice). */
export const signInMessages = {
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
  /**
   * Doc 1 §5.2 gives no text for the MFA code (Verify stays disabled until the code is complete).
   * For a schema that still needs one we use registration's code message (doc 1 §5.3).
   */
  mfaCodeInvalid: 'Please enter verification code.',
  loggedOut: 'You have successfully logged out',
  /** Not in the spec (see fallbackMessages): username over 60 or password over 50 characters. */
  tooLong: fallbackMessages.tooLong,
};

export type SignInMessages = MessageCatalogue<typeof signInMessages>;
