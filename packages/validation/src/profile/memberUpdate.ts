import { normalizeEmail } from '../shared/rules';
import type { RoundUpRow } from '../roundUp/roundUp';
import { buildProfileRoundUpAccounts, type ProfileRoundUpAccount } from './myProfile';
import type { PaperlessAccountRow } from './paperless';

/** The Login Info tab's values as the form holds them (doc 2 §2.3). */
export interface LoginInfoValues {
  /** The e-mail. */
  userName: string;
  /** The username. */
  loginId: string;
  secretQuestionId: string | number | null;
  secretQuestionAnswer: string;
  /** A new password, or '' to keep the current one. */
  password: string;
  confirmPassword: string;
  receivePaymentEmail: boolean;
  receiveServiceOrderEmail: boolean;
  removeStoredCreditData: boolean;
  removeStoredBankData: boolean;
  /** Unlisted phone. */
  canMaskPhone: boolean;
}

/** The Paperless Options tab's values as the form holds them (doc 2 §2.3). */
export interface PaperlessValues {
  accounts: PaperlessAccountRow[];
  hasPaperlessBilling: boolean;
  hasPaperlessOther: boolean;
  /** Annual meeting notice. */
  electronicKit: boolean;
  marketingEmail: boolean;
  confirmation: boolean;
}

/** Member details as read (doc 2 §3), the parts My Profile shows. */
export interface MemberDetailsInput {
  userName: string;
  loginId: string;
  secretQuestionId?: string | number | null;
  secretQuestionAnswer?: string | null;
  paymentEmailReceived: boolean;
  serviceOrderEmailReceived: boolean;
  phoneNumberMask: boolean;
  hasPaperlessBilling: boolean;
  hasPaperlessOther: boolean;
  electronicKit: boolean;
  marketingEmail: boolean;
  accounts: readonly {
    accountNumber: string;
    hasEmailBillNotice: boolean;
    hasPaperlessBilling: boolean;
    hasOtherPaperlessBillinge: boolean;
  }[];
}

/** The Login Info and Paperless Options values of the loaded member details. */
export function myProfileFormValues(details: MemberDetailsInput): {
  loginInfo: LoginInfoValues;
  paperless: PaperlessValues;
} {
  return {
    loginInfo: {
      userName: details.userName,
      loginId: details.loginId,
      secretQuestionId: details.secretQuestionId ?? null,
      secretQuestionAnswer: details.secretQuestionAnswer ?? '',
      password: '',
      confirmPassword: '',
      receivePaymentEmail: details.paymentEmailReceived,
      receiveServiceOrderEmail: details.serviceOrderEmailReceived,
      removeStoredCreditData: false,
      removeStoredBankData: false,
      canMaskPhone: details.phoneNumberMask,
    },
    paperless: {
      accounts: details.accounts.map((account) => ({
        accountNumber: account.accountNumber,
        // Paperless Bill forces the e-mail notice on (doc 2 §4), whatever was stored.
        isEmail: account.hasEmailBillNotice || account.hasPaperlessBilling,
        isPaperless: account.hasPaperlessBilling,
        isPaperlessOther: account.hasOtherPaperlessBillinge,
      })),
      hasPaperlessBilling: details.hasPaperlessBilling,
      hasPaperlessOther: details.hasPaperlessOther,
      electronicKit: details.electronicKit,
      marketingEmail: details.marketingEmail,
      confirmation: false,
    },
  };
}

/** What the My Profile page offered, which decides what the update sends. */
export interface MemberUpdateOptions {
  memberNumber: string;
  /** The member details as loaded: what the page did not offer is sent back unchanged. */
  loaded: MemberDetailsInput;
  /** The Paperless Options tab showed the per-account table (else the member-level switches). */
  paperlessByAccount: boolean;
  /** The annual meeting notice was offered. */
  annualMeetingNotice: boolean;
  /** The marketing e-mail box was offered. */
  marketingEmail: boolean;
  /** The RoundUp tab was shown; with RoundUp Plus active its amounts are sent. */
  roundUp: { shown: boolean; plusParticipate: boolean };
  /** Removal of stored card / bank data was offered and allowed (see `storedDataRemoval`). */
  removal: { card: boolean; bank: boolean };
}

/** The member update request (doc 2 §3). */
export interface MemberUpdateRequest {
  memberNumber: string;
  loginId: string;
  userName: string;
  password: string | null;
  securityQuestionId: string | number;
  securityQuestionAnswer: string;
  removeStoredCreditData: boolean;
  removeStoredBankData: boolean;
  receiveServiceOrderEmail: boolean;
  receivePaymentEmail: boolean;
  canMaskPhone: boolean;
  isPaperlessBilling: boolean;
  isPaperlessOther: boolean;
  annualMarketingElectricKit: boolean;
  isMarketEmail: boolean;
  paperlessAccounts: PaperlessAccountRow[];
  roundupAccounts: ProfileRoundUpAccount[];
}

/**
 * Submit All's member update request (doc 2 §3, §4) from the three tabs, once `validateMyProfile`
 * passed: the e-mail trimmed and in lower case, the username and answer trimmed; the new password
 * only when one was entered (null keeps the current one); stored data removed only where removal was
 * offered and allowed; the per-account paperless choices (Paperless Bill forcing Email) or the
 * member-level switches, whichever the page showed, the other sent back as loaded; the annual
 * meeting notice and marketing e-mail as loaded when not offered; the round-up rows when the tab
 * showed (`buildProfileRoundUpAccounts`).
 */
export function buildMemberUpdateRequest(
  values: {
    loginInfo: LoginInfoValues;
    paperless: PaperlessValues;
    roundUp: readonly RoundUpRow[];
  },
  options: MemberUpdateOptions,
): MemberUpdateRequest {
  const { loginInfo, paperless } = values;
  const { loaded } = options;
  return {
    memberNumber: options.memberNumber,
    loginId: loginInfo.loginId.trim(),
    userName: normalizeEmail(loginInfo.userName),
    password: loginInfo.password === '' ? null : loginInfo.password,
    securityQuestionId: loginInfo.secretQuestionId ?? '',
    securityQuestionAnswer: loginInfo.secretQuestionAnswer.trim(),
    removeStoredCreditData: options.removal.card && loginInfo.removeStoredCreditData,
    removeStoredBankData: options.removal.bank && loginInfo.removeStoredBankData,
    receiveServiceOrderEmail: loginInfo.receiveServiceOrderEmail,
    receivePaymentEmail: loginInfo.receivePaymentEmail,
    canMaskPhone: loginInfo.canMaskPhone,
    isPaperlessBilling: options.paperlessByAccount
      ? loaded.hasPaperlessBilling
      : paperless.hasPaperlessBilling,
    isPaperlessOther: options.paperlessByAccount
      ? loaded.hasPaperlessOther
      : paperless.hasPaperlessOther,
    annualMarketingElectricKit: options.annualMeetingNotice
      ? paperless.electronicKit
      : loaded.electronicKit,
    isMarketEmail: options.marketingEmail ? paperless.marketingEmail : loaded.marketingEmail,
    paperlessAccounts: options.paperlessByAccount
      ? paperless.accounts.map((row) => ({
          accountNumber: row.accountNumber,
          isEmail: row.isEmail || row.isPaperless,
          isPaperless: row.isPaperless,
          isPaperlessOther: row.isPaperlessOther,
        }))
      : [],
    roundupAccounts: options.roundUp.shown
      ? buildProfileRoundUpAccounts(values.roundUp, {
          plusParticipate: options.roundUp.plusParticipate,
        })
      : [],
  };
}
