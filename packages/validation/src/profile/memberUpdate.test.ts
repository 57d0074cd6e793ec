import { describe, expect, it } from 'vitest';
import {
  buildMemberUpdateRequest,
  isSubmitAllShown,
  myProfileFormValues,
  myProfileTabsShown,
  validateMyProfile,
  type MemberDetailsInput,
  type MemberUpdateOptions,
} from './index';

const details: MemberDetailsInput = {
  userName: 'jordan.rivers@example.com',
  loginId: 'member.demo',
  secretQuestionId: 2,
  secretQuestionAnswer: 'Riverbend',
  paymentEmailReceived: true,
  serviceOrderEmailReceived: false,
  phoneNumberMask: false,
  hasPaperlessBilling: true,
  hasPaperlessOther: false,
  electronicKit: true,
  marketingEmail: false,
  accounts: [
    {
      accountNumber: '1000001',
      hasEmailBillNotice: false,
      hasPaperlessBilling: true,
      hasOtherPaperlessBillinge: false,
    },
    {
      accountNumber: '3000002',
      hasEmailBillNotice: true,
      hasPaperlessBilling: false,
      hasOtherPaperlessBillinge: true,
    },
  ],
};

const options: MemberUpdateOptions = {
  memberNumber: '800001',
  loaded: details,
  paperlessByAccount: true,
  annualMeetingNotice: true,
  marketingEmail: true,
  roundUp: { shown: true, plusParticipate: true },
  removal: { card: true, bank: false },
};

const roundUp = [
  {
    accountNumber: '1000001',
    operationRoundup: true,
    operationRoundupAmount: '$1,234.50',
    operationRoundupExpiration: '2030-01-31',
  },
  { accountNumber: '3000002', operationRoundup: false, operationRoundupAmount: '5.00' },
];

describe('doc 2 §3 member update request built from the My Profile tabs', () => {
  it('starts the form from the member details; Paperless Bill shows Email ticked (doc 2 §4)', () => {
    const form = myProfileFormValues(details);
    expect(form.loginInfo).toMatchObject({
      userName: 'jordan.rivers@example.com',
      loginId: 'member.demo',
      secretQuestionId: 2,
      password: '',
      receivePaymentEmail: true,
      receiveServiceOrderEmail: false,
      removeStoredCreditData: false,
    });
    expect(form.paperless.accounts[0]).toEqual({
      accountNumber: '1000001',
      isEmail: true,
      isPaperless: true,
      isPaperlessOther: false,
    });
    expect(form.paperless.confirmation).toBe(false);
  });

  it('sends every tab: trimmed login, no password when none entered, per-account paperless, round-up with $ and commas stripped and an ISO expiry', () => {
    const form = myProfileFormValues(details);
    const request = buildMemberUpdateRequest(
      {
        loginInfo: {
          ...form.loginInfo,
          userName: ' Jordan.Rivers@Example.com ',
          loginId: ' jordan.r ',
          secretQuestionAnswer: ' Prairie ',
          removeStoredCreditData: true,
          removeStoredBankData: true,
        },
        paperless: { ...form.paperless, marketingEmail: true },
        roundUp,
      },
      options,
    );
    expect(request).toEqual({
      memberNumber: '800001',
      loginId: 'jordan.r',
      userName: 'jordan.rivers@example.com',
      password: null,
      securityQuestionId: 2,
      securityQuestionAnswer: 'Prairie',
      removeStoredCreditData: true,
      // Bank data removal was not allowed (an autopay by bank exists): never sent as true.
      removeStoredBankData: false,
      receiveServiceOrderEmail: false,
      receivePaymentEmail: true,
      canMaskPhone: false,
      isPaperlessBilling: true,
      isPaperlessOther: false,
      annualMarketingElectricKit: true,
      isMarketEmail: true,
      paperlessAccounts: [
        { accountNumber: '1000001', isEmail: true, isPaperless: true, isPaperlessOther: false },
        { accountNumber: '3000002', isEmail: true, isPaperless: false, isPaperlessOther: true },
      ],
      roundupAccounts: [
        { accountNumber: '1000001', isRoundup: true, amount: 1234.5, expiration: '2030-01-31' },
        { accountNumber: '3000002', isRoundup: false, amount: null, expiration: null },
      ],
    });
  });

  it('with member-level paperless, sends the switches and no account rows; what was not offered goes back as loaded', () => {
    const form = myProfileFormValues(details);
    const request = buildMemberUpdateRequest(
      {
        loginInfo: { ...form.loginInfo, password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' },
        paperless: {
          ...form.paperless,
          hasPaperlessBilling: false,
          hasPaperlessOther: true,
          electronicKit: false,
          marketingEmail: true,
        },
        roundUp,
      },
      {
        ...options,
        paperlessByAccount: false,
        annualMeetingNotice: false,
        marketingEmail: false,
        roundUp: { shown: false, plusParticipate: true },
      },
    );
    expect(request).toMatchObject({
      password: 'Abcdefg1!',
      isPaperlessBilling: false,
      isPaperlessOther: true,
      annualMarketingElectricKit: true,
      isMarketEmail: false,
      paperlessAccounts: [],
      roundupAccounts: [],
    });
  });

  it('doc 2 §4 Submit All: Login Info first, then Paperless, then RoundUp', () => {
    const form = myProfileFormValues(details);
    const paperless = { ...form.paperless, marketingEmail: true };
    const roundUpOptions = { plusParticipate: true, today: '2026-11-27' };
    const invalidRoundUp = { rows: [{ ...roundUp[0], operationRoundupExpiration: '2026-11-27' }] };
    const both = validateMyProfile(
      { loginInfo: form.loginInfo, paperless, roundUp: invalidRoundUp },
      { paperlessLoaded: form.paperless, roundUp: roundUpOptions },
    );
    expect(both.firstInvalidTab).toBe('paperless');
    expect(both.errors.paperless).toEqual({
      confirmation: 'Please select the checkbox to continue.',
    });
    expect(both.errors.roundUp).toEqual({
      'rows.0.operationRoundupExpiration': 'You cannot use an expiration date in the past.',
    });
    const onlyRoundUp = validateMyProfile(
      { loginInfo: form.loginInfo, paperless: form.paperless, roundUp: invalidRoundUp },
      { paperlessLoaded: form.paperless, roundUp: roundUpOptions },
    );
    expect(onlyRoundUp.firstInvalidTab).toBe('roundUp');
  });
});

describe('doc 2 §2.3 My Profile tabs', () => {
  const all = { roundUpFeature: true, participate: true, plusParticipate: true, multiFactor: true };
  it('shows Login Info, Paperless Options, Operation RoundUp and Multi-Factor Authentication', () => {
    expect(myProfileTabsShown(all)).toEqual(['loginInfo', 'paperless', 'roundUp', 'mfa']);
  });
  it('shows RoundUp with the RoundUp feature and PARTICIPATE or PLUSPARTICIPATE', () => {
    expect(myProfileTabsShown({ ...all, participate: false })).toContain('roundUp');
    expect(myProfileTabsShown({ ...all, plusParticipate: false })).toContain('roundUp');
    expect(myProfileTabsShown({ ...all, participate: false, plusParticipate: false })).toEqual([
      'loginInfo',
      'paperless',
      'mfa',
    ]);
    expect(myProfileTabsShown({ ...all, roundUpFeature: false })).not.toContain('roundUp');
  });
  it('shows the MFA tab only with ENABLE_MULTI_FACTOR_AUTHENTICATION; Submit All is hidden there', () => {
    expect(myProfileTabsShown({ ...all, multiFactor: false })).not.toContain('mfa');
    expect(isSubmitAllShown('mfa')).toBe(false);
    expect(isSubmitAllShown('roundUp')).toBe(true);
  });
});
