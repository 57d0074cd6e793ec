import { describe, expect, it } from 'vitest';
import { isMfaActivated, manualKeyGroups, mfaModeCard, mfaVerifyRequest } from './index';

describe('doc 2 §2.4 Multi-factor set-up: the mode card', () => {
  it('invites the member to use an app with Set Up Now while MFA is off', () => {
    expect(mfaModeCard(false)).toEqual({ title: 'useAnApp', actions: ['setUp'] });
  });

  it('names the app authenticator with Change App and Remove App while MFA is on', () => {
    expect(mfaModeCard(true)).toEqual({ title: 'appAuthenticator', actions: ['change', 'remove'] });
  });
});

describe('doc 2 §2.4 Multi-factor set-up: the manual key', () => {
  it('is shown in groups of 4 that join back to the key', () => {
    expect(manualKeyGroups('JBSWY3DPEHPK3PXP')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(manualKeyGroups('JBSWY3DPEHPK3PXP').join('')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('keeps a shorter last group and drops spaces the server left in', () => {
    expect(manualKeyGroups('ABCD EFGH IJ')).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(manualKeyGroups('ABCDEF', 3)).toEqual(['ABC', 'DEF']);
    expect(manualKeyGroups('')).toEqual([]);
  });
});

describe('doc 2 §3, §4 MFA verify', () => {
  it('sends the QR answer’s encryptedValidator as encryptedMember and secretNewKey as key', () => {
    expect(
      mfaVerifyRequest(
        { totpUri: 'otpauth://totp/x', encryptedValidator: 'enc-1', secretNewKey: 'KEY2' },
        '123456',
      ),
    ).toEqual({ encryptedMember: 'enc-1', code: '123456', key: 'KEY2' });
  });

  it('turns MFA on only when the code is verified and the change saved', () => {
    expect(isMfaActivated({ verificationSatus: true, transactionStatus: true })).toBe(true);
    expect(isMfaActivated({ verificationSatus: true, transactionStatus: false })).toBe(false);
    expect(isMfaActivated({ verificationSatus: false, transactionStatus: true })).toBe(false);
    expect(isMfaActivated({ verificationSatus: false, transactionStatus: false })).toBe(false);
  });
});
