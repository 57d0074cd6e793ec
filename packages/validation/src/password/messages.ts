import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/**
 * New-password messages, verbatim from doc 1 §5.4 and doc 2 §5 (reset password, my profile).
 * Doc 2 gives 'Password entry does not meet criteria.' "plus rule text": the rule text is doc 1's.
 */
export const passwordMessages = {
  passwordRequired: 'Please enter a password.',
  passwordCriteria:
    'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).',
  confirmPasswordRequired: 'Please enter a confirm password.',
  passwordMismatch: 'Password and Confirm Password does not match.',
};

export type PasswordMessages = MessageCatalogue<typeof passwordMessages>;

/**
 * Forgot password / forgot username (doc 2 §2.5, doc 3 §2.12). The spec shows neither the
 * component's fields nor their messages, so none of these is the spec's text for this form:
 * `usernameRequired` reuses sign-in's wording (doc 1 §5.2), `emailInvalid` the wording of doc 1
 * §5.3 and doc 2 §5, `emailRequired` is ours and `tooLong` is the shared fallback.
 */
export const recoveryMessages = {
  usernameRequired: 'Please enter your username.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  tooLong: fallbackMessages.tooLong,
};

export type RecoveryMessages = MessageCatalogue<typeof recoveryMessages>;
