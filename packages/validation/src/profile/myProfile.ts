import { validateFormByPath, type PathErrors } from '../formErrors';
import { toIsoDate } from '../shared/dates';
import {
  buildRoundUpUpdate,
  createRoundUpSchema,
  type RoundUpOptions,
  type RoundUpRow,
} from '../roundUp/roundUp';
import { createLoginInfoSchema, type LoginInfoOptions } from './loginInfo';
import { profileMessages, type ProfileMessages } from './messages';
import { createPaperlessSchema, type PaperlessChoices } from './paperless';

/** The My Profile tabs that Submit All validates, in order (doc 2 §4). */
export const myProfileTabs = ['loginInfo', 'paperless', 'roundUp'] as const;
export type MyProfileTab = (typeof myProfileTabs)[number];

export interface MyProfileValues {
  loginInfo: unknown;
  paperless: unknown;
  roundUp: unknown;
}

export interface MyProfileOptions {
  loginInfo?: LoginInfoOptions;
  /** The paperless choices as loaded (see `isPaperlessConfirmationRequired`). */
  paperlessLoaded?: PaperlessChoices;
  roundUp: RoundUpOptions;
  messages?: ProfileMessages;
}

export interface MyProfileValidation {
  success: boolean;
  /** The first invalid tab, in the order Login Info, Paperless, RoundUp: the tab to jump to. */
  firstInvalidTab?: MyProfileTab;
  /** Messages per tab, by field path. */
  errors: Record<MyProfileTab, PathErrors>;
}

/**
 * Submit All (doc 2 §4): validates the Login Info tab, then Paperless, then RoundUp, and names the
 * first invalid tab so the page can jump to it.
 */
export function validateMyProfile(
  values: MyProfileValues,
  options: MyProfileOptions,
): MyProfileValidation {
  const messages = options.messages ?? profileMessages;
  const errors: Record<MyProfileTab, PathErrors> = {
    loginInfo: validateFormByPath(
      createLoginInfoSchema({ messages, ...options.loginInfo }),
      values.loginInfo,
    ).errors,
    paperless: validateFormByPath(
      createPaperlessSchema({ messages, loaded: options.paperlessLoaded }),
      values.paperless,
    ).errors,
    roundUp: validateFormByPath(createRoundUpSchema(options.roundUp), values.roundUp).errors,
  };
  const firstInvalidTab = myProfileTabs.find((tab) => Object.keys(errors[tab]).length > 0);
  return firstInvalidTab === undefined
    ? { success: true, errors }
    : { success: false, firstInvalidTab, errors };
}

/** An item of the member update's roundupAccounts (doc 2 §3). */
export interface ProfileRoundUpAccount {
  accountNumber: string;
  isRoundup: boolean;
  amount: number | null;
  expiration: string | null;
}

/**
 * The member update's roundupAccounts from the RoundUp tab rows (doc 2 §3; see `buildRoundUpUpdate`
 * for the amount rules). The expiration is an ISO date (yyyy-MM-dd), as the member details give it
 * back, or null.
 */
export function buildProfileRoundUpAccounts(
  rows: readonly RoundUpRow[],
  options: { plusParticipate: boolean },
): ProfileRoundUpAccount[] {
  return buildRoundUpUpdate(rows, options).map((item) => ({
    accountNumber: item.accountNumber,
    isRoundup: item.isRoundUp,
    amount: item.amount,
    expiration: toIsoDate(item.expireDate) ?? null,
  }));
}

/** Every tab of My Profile, in order (doc 2 §2.3). */
export type MyProfilePageTab = MyProfileTab | 'mfa';

export interface MyProfileTabSettings {
  /** The RoundUp feature. */
  roundUpFeature: boolean;
  /** PARTICIPATE: the round-up toggle column. */
  participate: boolean;
  /** PLUSPARTICIPATE: the RoundUp Plus amount column. */
  plusParticipate: boolean;
  /** ENABLE_MULTI_FACTOR_AUTHENTICATION. */
  multiFactor: boolean;
}

/**
 * The tabs My Profile shows (doc 2 §2.3): Login Info and Paperless Options always; Operation
 * RoundUp with the RoundUp feature when PARTICIPATE or PLUSPARTICIPATE is on (its columns follow
 * them); Multi-Factor Authentication when ENABLE_MULTI_FACTOR_AUTHENTICATION is on.
 */
export function myProfileTabsShown(settings: MyProfileTabSettings): MyProfilePageTab[] {
  const tabs: MyProfilePageTab[] = ['loginInfo', 'paperless'];
  if (settings.roundUpFeature && (settings.participate || settings.plusParticipate)) {
    tabs.push('roundUp');
  }
  if (settings.multiFactor) tabs.push('mfa');
  return tabs;
}

/** Submit All is hidden on the Multi-Factor Authentication tab (doc 2 §2.3). */
export function isSubmitAllShown(tab: MyProfilePageTab): boolean {
  return tab !== 'mfa';
}
