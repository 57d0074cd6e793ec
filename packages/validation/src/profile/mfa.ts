/** The set-up answer of the authenticator app (doc 2 §3 QR response). */
export interface MfaQrAnswer {
  totpUri: string;
  encryptedValidator: string;
  secretNewKey: string;
}

/** The verify answer (doc 2 §3); `verificationSatus` is spelled as the spec does. */
export interface MfaVerifyAnswer {
  verificationSatus: boolean;
  transactionStatus: boolean;
}

/** What the mode card offers (doc 2 §2.4). */
export type MfaAction = 'setUp' | 'change' | 'remove';

export interface MfaModeCard {
  /**
   * The card's title: 'useAnApp' ('Use an App', an invitation) while no app is set up,
   * 'appAuthenticator' ('App Authenticator', the method in use) once one is.
   */
  title: 'useAnApp' | 'appAuthenticator';
  /** Set Up Now while MFA is off; Change App and Remove App while it is on. */
  actions: readonly MfaAction[];
}

/**
 * The multi-factor mode card (doc 2 §2.4, §4): with MFA off it invites the member to use an app
 * and offers Set Up Now; with MFA on it names the app authenticator in use and offers Change App
 * and Remove App.
 */
export function mfaModeCard(mfaEnabled: boolean): MfaModeCard {
  return mfaEnabled
    ? { title: 'appAuthenticator', actions: ['change', 'remove'] }
    : { title: 'useAnApp', actions: ['setUp'] };
}

/**
 * The verify request of the set-up (doc 2 §3, §7): the QR answer's encryptedValidator goes as
 * encryptedMember and its secretNewKey as key, with the 6-digit code.
 */
export function mfaVerifyRequest(qr: MfaQrAnswer, code: string) {
  return { encryptedMember: qr.encryptedValidator, code, key: qr.secretNewKey };
}

/**
 * Whether the set-up turned MFA on (doc 2 §4): the code was verified and the change was saved.
 * Anything else is an unsuccessful verification.
 */
export function isMfaActivated(answer: MfaVerifyAnswer): boolean {
  return answer.verificationSatus && answer.transactionStatus;
}

/**
 * The manual key shown under "Can't scan this code?" (doc 2 §2.4) in groups of `size` characters
 * (default 4), easier to read and type: "JBSWY3DPEHPK3PXP" → ["JBSW", "Y3DP", "EHPK", "3PXP"].
 * Spaces in the key are dropped; the groups joined give the key back.
 */
export function manualKeyGroups(key: string, size = 4): string[] {
  const compact = key.replace(/\s+/g, '');
  const step = Math.max(1, Math.floor(size));
  const groups: string[] = [];
  for (let start = 0; start < compact.length; start += step) {
    groups.push(compact.slice(start, start + step));
  }
  return groups;
}
