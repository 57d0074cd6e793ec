import type { CatalogueTranslations } from '@coop-portal/ui';
import { signIn, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the sign-in widget (doc 1 §2.7, §4.2, §5.2, §8). The rule messages ('Please enter your
 * username.', 'Please enter your password.', the too-long fallback) and 'You have successfully
 * logged out' are validation's `signInMessages`, verbatim from the spec. The spec names the
 * first-time notice, the help dialog, the links and the code step without giving their words:
 * those texts are ours. A co-op may override any of it through the widget's `messages` prop.
 */
export const signInFormMessages = {
  ...signIn.signInMessages,
  /** The form's accessible name. */
  formLabel: 'Sign in',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in',
  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',

  /**
   * doc 1 §2.7: first-time users coming from the other application must register, because their
   * old credentials will not work here.
   */
  firstTimeTitle: 'First time here?',
  firstTimeNotice:
    'If you used our previous online account service, please register before you sign in for the first time: your old username and password will not work here.',

  /** The links to /register and /forgot-password (doc 1 §2.7). */
  linksLabel: 'More ways in',
  register: 'Register',
  registerPrompt: 'New user?',
  forgotPassword: 'Forgot Password?',

  /** The help dialog (doc 1 §2.7). */
  help: 'Need help signing in?',
  helpTitle: 'Help signing in',
  helpUsername:
    'Username: the username you chose when you registered for the member portal (up to 60 characters).',
  helpPassword:
    'Password: your member portal password (up to 50 characters, no spaces). Passwords are case sensitive.',
  helpForgot:
    'Forgot your password? Choose “Forgot Password?” and we will send you a link to set a new one.',
  helpFirstTime:
    'First time here, or coming from our previous online account service? Choose “Register” and use your account number to create your sign-in.',
  helpCode:
    'If two-step verification is on for your sign-in, we then ask for the 6-digit code from your authenticator app.',
  helpContact: (phone: string) => `Still stuck? Call member services at ${phone}.`,
  helpClose: 'Close',

  /** The code step (doc 1 §4.2, §5.2: 6 digits). */
  mfaTitle: 'Two-step verification',
  mfaCodeLabel: 'Verification Code',
  mfaCodeDescription: 'Enter the 6-digit code from your authenticator app.',
  verify: 'Verify',
  verifying: 'Verifying your code',
  back: 'Back',
};

export type SignInFormMessages = MessageCatalogue<typeof signInFormMessages>;

/**
 * Wording of the jump to the usage-analytics provider (doc 2 §2.10, §8): the waiting text and the
 * 'Redirect' alert with Continue are the spec's; the alert's message is the server's.
 */
export const usageAnalyticsJumpMessages = {
  waiting: 'Please wait we are redirecting...',
  redirectTitle: 'Redirect',
  continue: 'Continue',
};

export type UsageAnalyticsJumpMessages = MessageCatalogue<typeof usageAnalyticsJumpMessages>;

/** Their translations, each loaded the first time the widget speaks that language. */
export const signInFormTranslations: CatalogueTranslations<SignInFormMessages> = {
  name: 'signIn',
  'es-US': () => import('./messages.es').then((module) => module.signInFormMessagesEs),
};

export const usageAnalyticsJumpTranslations: CatalogueTranslations<UsageAnalyticsJumpMessages> = {
  name: 'usageAnalyticsJump',
  'es-US': () => import('./messages.es').then((module) => module.usageAnalyticsJumpMessagesEs),
};
