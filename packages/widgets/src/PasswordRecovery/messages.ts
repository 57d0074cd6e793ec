import type { CatalogueTranslations } from '@coop-portal/ui';
import { password, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of password recovery: the forgot password / forgot username component and Reset
 * Password (doc 2 §2.5, §4, §5, §8; doc 3 §2.12).
 *
 * - Verbatim from the spec: the password rule messages of doc 2 §5 (validation's
 *   `passwordMessages`: 'Please enter a password.', 'Password entry does not meet criteria.' plus
 *   the rule text, 'Please enter a confirm password.', 'Password and Confirm Password does not
 *   match.') and the titles 'Forgot Password', 'Forgot Username' and 'Reset Password' (the route
 *   titles of doc 3 §2.1).
 * - What the server answers (success and failure messages) is shown as the server words it.
 * - Everything else is NOT from the spec, which shows neither the component's fields nor the
 *   labels of either screen: the field rule messages of validation's `recoveryMessages` and the
 *   labels, intros, links and states below are ours. A co-op may override any of it through each
 *   widget's `messages` prop.
 */
export const passwordRecoveryMessages = {
  ...password.passwordMessages,
  ...password.recoveryMessages,
  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',

  // Forgot password (mode 'password')
  forgotPasswordTitle: 'Forgot Password',
  forgotPasswordIntro:
    'Enter your username. We will send a link to reset your password to the email address on file.',
  usernameLabel: 'Username',
  sendResetLink: 'Send Reset Link',
  sendingResetLink: 'Sending the reset link',
  /** From the password mode to the username mode. */
  toForgotUsername: 'Forgot your username?',

  // Forgot username (mode 'username')
  forgotUsernameTitle: 'Forgot Username',
  forgotUsernameIntro:
    'Enter the email address on file for your account. We will send your username to it.',
  emailLabel: 'Email Address',
  sendUsername: 'Send Username',
  sendingUsername: 'Sending your username',
  /** From the username mode to the password mode. */
  toForgotPassword: 'Forgot your password?',

  /** After a request was sent (the server's message shows above it). */
  toSignIn: 'Go to Sign In',

  // Reset password
  resetPasswordTitle: 'Reset Password',
  checkingLink: 'Checking your reset link',
  resetIntro: 'Choose a new password for your account.',
  memberNameLabel: 'Member Name',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm Password',
  /** The show/hide toggles' accessible names, one per field so they can be told apart. */
  showNewPassword: 'Show new password',
  hideNewPassword: 'Hide new password',
  showConfirmPassword: 'Show confirm password',
  hideConfirmPassword: 'Hide confirm password',
  /** Help under the new password: the doc 2 §5 rules in words. */
  passwordRules:
    'Use 8 to 50 characters with at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*). Spaces are not allowed.',
  resetPassword: 'Reset Password',
  resettingPassword: 'Resetting your password',
  /** The page was opened without an otc: no call is made. */
  missingLink:
    'This password reset link is not complete. Please use the link in your email, or ask for a new one.',
  /** doc 2 §4, §8: an invalid link or a failed reset offers a link home. */
  toHome: 'Go to the home page',
  /** The strength meter's label and words (Strong only once every doc 2 §5 rule is met). */
  strengthLabel: 'Password strength',
  strengthNotEntered: 'Not entered',
  strengthWeak: 'Weak',
  strengthFair: 'Fair',
  strengthGood: 'Good',
  strengthStrong: 'Strong',
};

export type PasswordRecoveryMessages = MessageCatalogue<typeof passwordRecoveryMessages>;

/** Its translations, each loaded the first time password recovery speaks that language. */
export const passwordRecoveryTranslations: CatalogueTranslations<PasswordRecoveryMessages> = {
  name: 'passwordRecovery',
  'es-US': () => import('./messages.es').then((module) => module.passwordRecoveryMessagesEs),
};
