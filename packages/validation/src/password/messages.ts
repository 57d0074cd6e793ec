import type { MessageCatalogue } from '../shared/catalogue';

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
