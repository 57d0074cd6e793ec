import type { CatalogueTranslations } from '@coop-portal/ui';
import { registration, type MessageCatalogue } from '@coop-portal/validation';
import { usernameMessages } from '../shared/SignInDetails/messages';

/**
 * Wording of the registration wizard (doc 1 §2.8, §4.3, §5.3, §5.4, §8). The rule messages are
 * validation's `registrationMessages`, verbatim from the spec; so are the four stage headers. The
 * rest is the wizard's own text where the spec names a thing without giving its words. A co-op may
 * override any of it through the wizard's `messages` prop.
 */
export const registrationWizardMessages = {
  ...registration.registrationMessages,

  /** The stage headers (doc 1 §2.8), verbatim. */
  titleAccount: 'Registration',
  titleSendCode: 'Send Verification Code',
  titleEnterCode: 'Enter Verification Code',
  titleComplete: 'Complete Registration',
  /** The success screen's header (not given by the spec). */
  titleSuccess: 'Registration Complete',

  /** The stepper over the four stages. */
  stepperLabel: 'Registration steps',
  stepAccount: 'Account',
  stepSendCode: 'Send Code',
  stepEnterCode: 'Enter Code',
  stepComplete: 'Complete',

  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',
  loading: 'Loading registration',
  retry: 'Try again',
  back: 'Back',

  // Stage 1 'Registration'
  accountIntro: 'Enter the account number from your bill to register for online access.',
  accountNumberLabel: 'Account Number',
  next: 'Next',
  checkingAccount: 'Looking up your account',

  // Stage 2 'Send Verification Code'
  sendCodeIntro: 'Choose where we should send your verification code.',
  destinationLabel: 'Send the verification code to',
  destinationEmail: (value: string) => `Email: ${value}`,
  destinationSms: (value: string) => `Text message (SMS): ${value}`,
  userProvidedIntro:
    'There is no email address or cell phone on file for this account. Enter one to receive your verification code.',
  userProvidedTypeLabel: 'Send the verification code by',
  userProvidedEmail: 'Email',
  userProvidedPhone: 'Text message (SMS)',
  contactEmailLabel: 'Email Address',
  contactPhoneLabel: 'Cell Phone Number',
  contactPhoneDescription: 'Format: (999) 999-9999',
  send: 'Send',
  sending: 'Sending your verification code',

  // Stage 3 'Enter Verification Code'
  codeSentTo: (destination: string) => `We sent a verification code to ${destination}.`,
  /** doc 1 §4.3: the code is valid for 2 hours. */
  codeIntro: (hours: number) =>
    `Enter the 6-digit code below. The code is valid for ${hours} hours.`,
  verificationCodeLabel: 'Verification Code',
  verify: 'Verify',
  verifying: 'Checking your verification code',

  // Stage 4 'Complete Registration'
  completeIntro: 'Choose your sign-in details to finish your registration.',
  /** The read-only member number's label when the co-op has not set MEMBER_NUMBER_LABEL. */
  memberNumberLabel: 'Member Number',
  usernameLabel: 'Username',
  usernameDescription: usernameMessages.description,
  usernameChecking: usernameMessages.checking,
  usernameAvailable: usernameMessages.available,
  usernameNotAvailable: usernameMessages.taken,
  emailLabel: 'Email Address',
  confirmEmailLabel: 'Confirm Email Address',
  passwordLabel: 'Password',
  passwordDescription:
    'At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of !@#$%^&*.',
  confirmPasswordLabel: 'Confirm Password',
  securityQuestionLabel: 'Security Question',
  securityQuestionPlaceholder: 'Select a question',
  securityAnswerLabel: 'Security Answer',
  paperlessLegend: 'Paperless options',
  paperlessBillingLabel: 'Paperless Bill',
  paperlessOtherLabel: 'Paperless/Other',
  /** The confirmation checkbox's label when PAPERLESS_CONFIRMATION_TEXT is not set. */
  paperlessConfirmationLabel: 'I confirm my paperless choices.',
  /** The marketing checkbox's label when MKT_EMAIL_SIGNUP_TEXT is not set. */
  marketingEmailsLabel: 'Send me marketing emails.',
  register: 'Register',
  registering: 'Registering',

  // Success
  /** doc 1 §2.8: the success screen names the email on file. */
  registered: (email: string) => `You have been registered with the email on file (${email}).`,
  signInPrompt: 'You can now sign in with your username and password.',
  signIn: 'Sign In',
};

export type RegistrationWizardMessages = MessageCatalogue<typeof registrationWizardMessages>;

/** Its translations, each loaded the first time the wizard speaks that language. */
export const registrationWizardTranslations: CatalogueTranslations<RegistrationWizardMessages> = {
  name: 'registration',
  'es-US': () => import('./messages.es').then((module) => module.registrationWizardMessagesEs),
};
