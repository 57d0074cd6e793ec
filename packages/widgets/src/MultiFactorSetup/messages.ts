import type { CatalogueTranslations } from '@coop-portal/ui';
import type { MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the Multi-Factor Authentication tab. Doc 2 §2.4 gives the card's titles ('App
 * Authenticator', 'Use an App'), its buttons (Set Up Now, Change App, Remove App), "Can't scan this
 * code?" and 'Verify Code and Activate'; doc 2 §8 says the success and unsuccessful messages exist
 * but not their wording. Every text marked "not in the spec" is ours; a co-op may override any.
 */
export const multiFactorSetupMessages = {
  // The mode card (doc 2 §2.4).
  /** The card's title while an app is set up (MFA on). */
  appAuthenticator: 'App Authenticator',
  /** The card's title while no app is set up (MFA off): an invitation to use one. */
  useAnApp: 'Use an App',
  setUpNow: 'Set Up Now',
  changeApp: 'Change App',
  removeApp: 'Remove App',
  /** Not in the spec: what the mode means, in one sentence. */
  meaning:
    'An authenticator app on your phone gives you a 6-digit code to enter each time you sign in, so your password alone is not enough to sign in.',
  /** Not in the spec: the name of the on/off line. */
  statusLabel: 'Status',
  /** Not in the spec. */
  statusOn: 'On',
  /** Not in the spec. */
  statusOff: 'Off',
  /** Not in the spec: the state, told in words under On and Off. */
  statusOnDetail: 'Signing in asks for a code from your authenticator app.',
  /** Not in the spec. */
  statusOffDetail: 'Signing in asks for your username and password only.',
  /** Not in the spec: while the status is read. */
  loadingStatus: 'Loading your multi-factor authentication status',
  /** Not in the spec: reads a failed status or QR code again. */
  retry: 'Try again',
  /** Not in the spec. */
  dismiss: 'Dismiss',

  // The set-up dialog (doc 2 §2.4).
  /** Not in the spec: the set-up dialog's title (Set Up Now). */
  setUpTitle: 'Set Up an Authenticator App',
  /** Not in the spec: the set-up dialog's title (Change App). */
  changeTitle: 'Change Your Authenticator App',
  /** Not in the spec: what Change App does. */
  changeIntro:
    'Set up the new app below. Once its code is verified, your previous app no longer works for signing in.',
  /** Not in the spec. */
  step1Heading: 'Step 1: Scan the QR code',
  /** Not in the spec. */
  step1Text:
    'Open your authenticator app (for example Google Authenticator or Microsoft Authenticator), add an account and scan this code with your phone’s camera.',
  /** Not in the spec: the QR code's text alternative. */
  qrLabel:
    'QR code that adds your account to an authenticator app. If you cannot scan it, use the key under “Can’t scan this code?” instead.',
  /** Not in the spec: while the QR code is read. */
  loadingQr: 'Loading the QR code',
  /** Doc 2 §2.4. */
  cantScan: "Can't scan this code?",
  /** Not in the spec. */
  manualKeyText:
    'In your authenticator app, choose to enter a setup key, and type this key as a time-based key:',
  /** Not in the spec. */
  manualKeyNote:
    'The spaces are only there to make the key easier to read; you can leave them out.',
  /** Not in the spec. */
  step2Heading: 'Step 2: Enter the 6-digit code',
  /** Not in the spec. */
  step2Text: 'Enter the 6-digit code your authenticator app now shows for this account.',
  /** Not in the spec: the code field's label. */
  codeLabel: '6-digit code',
  /** Not in the spec: the code field's help text (doc 2 §5, §9: 6 digits). */
  codeDescription: 'Digits only. A new code appears in the app every 30 seconds.',
  /** Doc 2 §2.4. */
  verify: 'Verify Code and Activate',
  /** Not in the spec: announced while the code is checked. */
  verifying: 'Verifying the code',
  /** Not in the spec: closes the set-up dialog. */
  cancel: 'Cancel',
  /** Not in the spec (doc 2 §4, §8 'verification unsuccessful'; wording not shown). */
  verificationUnsuccessful:
    'Verification unsuccessful. The code did not match. Check that the app shows the account you just added, and enter the code it shows now.',
  /** Not in the spec (doc 2 §4, §8 success message; wording not shown): after Set Up Now. */
  activated:
    'Your authenticator app is set up. From now on, signing in asks for a code from the app.',
  /** Not in the spec: after Change App. */
  changed: 'Your new authenticator app is set up. Signing in now asks for a code from this app.',
  /** Not in the spec: a failed verify call. */
  verifyFailed: (reason: string) => `The code could not be checked. ${reason}`,

  // Remove App (doc 2 §4: after confirmation).
  /** Not in the spec: the confirmation's title. */
  removeTitle: 'Remove the authenticator app?',
  /** Not in the spec: what removal does. */
  removeBody:
    'Signing in will no longer ask for a code from your authenticator app: your username and password alone will be enough. You can set up an app again at any time.',
  /** Not in the spec: the confirming button. */
  removeConfirm: 'Remove App',
  /** Not in the spec: the cancelling button. */
  removeCancel: 'Keep App',
  /** Not in the spec: announced while the app is removed. */
  removing: 'Removing the authenticator app',
  /** Not in the spec: after removal, when the server's answer has no message of its own. */
  removed: 'The authenticator app has been removed.',
  /** Not in the spec: a failed removal. */
  removeFailed: (reason: string) => `The authenticator app was not removed. ${reason}`,
};

export type MultiFactorSetupMessages = MessageCatalogue<typeof multiFactorSetupMessages>;

/** Its translations, each loaded the first time the tab speaks that language. */
export const multiFactorSetupTranslations: CatalogueTranslations<MultiFactorSetupMessages> = {
  name: 'multiFactorSetup',
  'es-US': () => import('./messages.es').then((module) => module.multiFactorSetupMessagesEs),
};
