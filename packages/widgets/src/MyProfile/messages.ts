import type { CatalogueTranslations } from '@coop-portal/ui';
import { profile, type MessageCatalogue } from '@coop-portal/validation';
import { usernameMessages } from '../shared/SignInDetails/messages';

/**
 * "a, b and c": the tab names joined as English joins a list. Each language's catalogue joins its
 * list in its own language ("a, b y c" in Spanish).
 */
const tabList = new Intl.ListFormat('en-US', { type: 'conjunction' });

/**
 * The My Profile widget's wording (doc 2 §2.3, §4, §5). The rule messages are validation's
 * `profileMessages`, verbatim from the spec; so are the tab names and 'Submit All'. The labels the
 * spec names only by their field ("payment confirmation email switch") and the texts it does not
 * give are written here in the same plain style; a co-op may reword any of them.
 */
export const myProfileMessages = {
  ...profile.profileMessages,
  heading: 'My Profile',
  loading: 'Loading your profile…',
  retry: 'Try again',
  /** The tab list's accessible name. */
  tabsLabel: 'Profile sections',
  loginInfoTab: 'Login Info',
  paperlessTab: 'Paperless Options',
  roundUpTab: 'Operation RoundUp',
  mfaTab: 'Multi-Factor Authentication',
  submitAll: 'Submit All',
  submitting: 'Saving your profile',
  /** Under Submit All: one press saves every tab. */
  submitAllHint: (tabs: readonly string[]) =>
    `Submit All saves the changes on ${tabList.format(tabs)}.`,
  /** The success message when MYPROFILE_UPDATE_SUCCESS is not set. */
  updated: 'Your profile has been updated.',
  /** A failed save: the reason follows. The member's changes stay in the form. */
  saveFailed: (reason: string) =>
    `Your profile was not saved: ${reason} Your changes are still here.`,
  errorSummaryTitle: 'Please correct the following:',
  /** Submit All with nothing changed: nothing is sent. */
  noChanges: 'There are no changes to save.',

  // Login Info
  emailLabel: 'Email',
  usernameLabel: 'Username',
  /** The username's info tooltip: the username rule in words. */
  usernameRules: usernameMessages.description,
  /** The info button's accessible name. */
  usernameRulesButton: 'About usernames',
  usernameChecking: usernameMessages.checking,
  usernameAvailable: usernameMessages.available,
  usernameNotAvailable: usernameMessages.taken,
  securityQuestionLabel: 'Security Question',
  securityQuestionPlaceholder: 'Select a question',
  securityAnswerLabel: 'Security Answer',
  passwordLegend: 'Change Password',
  passwordHint: 'Leave both empty to keep your current password.',
  newPasswordLabel: 'New Password',
  passwordDescription:
    'At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of !@#$%^&*.',
  confirmPasswordLabel: 'Confirm Password',
  emailsLegend: 'Confirmation Emails',
  paymentEmailLabel: 'Payment confirmation email',
  serviceOrderEmailLabel: 'Service request confirmation email',
  storedDataLegend: 'Stored Payment Data',
  storedDataHint: 'Remove the card or bank account saved for your payments.',
  removeCardLabel: 'Remove stored credit card data',
  removeBankLabel: 'Remove stored bank account data',
  privacyLegend: 'Privacy',
  unlistedPhoneLabel: 'Unlisted phone',
  unlistedPhoneDescription: 'Keep your phone number out of the co-op’s member directory.',

  // Paperless Options
  paperlessIntro: 'Choose how you receive your bills and notices.',
  paperlessBillLabel: 'Paperless Bill',
  paperlessOtherLabel: 'Paperless/Other',
  emailColumn: 'Email',
  accountColumn: 'Account',
  /** The per-account table's caption. */
  paperlessTableCaption: 'Paperless choices by account',
  /** A box's accessible name in the per-account table, e.g. 'Email for account 1000001'. */
  paperlessBox: (column: string, accountNumber: string) => `${column} for account ${accountNumber}`,
  /** A column's select-all box. */
  selectAllColumn: (column: string) => `${column} for all accounts`,
  /** Why Email cannot be unticked. */
  emailLockedHint: 'Paperless Bill sends your bill by email, so Email stays on.',
  annualMeetingNoticeLabel: 'Send my annual meeting notice by email',
  /** The marketing box's label when MKT_EMAIL_SIGNUP_TEXT is not set. */
  marketingEmailLabel: 'Send me marketing emails.',
  /** The confirmation box's label when PAPERLESS_CONFIRMATION_TEXT is not set. */
  paperlessConfirmationLabel: 'I confirm my paperless choices.',

  // Operation RoundUp
  roundUpIntro:
    'Round your bill up to the next dollar; the difference goes to the co-op’s community fund.',

  // Leaving with unsaved edits
  unsavedChanges: 'You have changes that are not saved yet.',
};

export type MyProfileMessages = MessageCatalogue<typeof myProfileMessages>;

/** Its translations, each loaded the first time My Profile speaks that language. */
export const myProfileTranslations: CatalogueTranslations<MyProfileMessages> = {
  name: 'myProfile',
  'es-US': () => import('./messages.es').then((module) => module.myProfileMessagesEs),
};
