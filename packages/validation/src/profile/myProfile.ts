import { validateFormByPath, type PathErrors } from '../formErrors';
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

/** The member update's roundupAccounts from the RoundUp tab rows (doc 2 §3; see `buildRoundUpUpdate`). */
export function buildProfileRoundUpAccounts(
  rows: readonly RoundUpRow[],
  options: { plusParticipate: boolean },
): ProfileRoundUpAccount[] {
  return buildRoundUpUpdate(rows, options).map((item) => ({
    accountNumber: item.accountNumber,
    isRoundup: item.isRoundUp,
    amount: item.amount,
    expiration: item.expireDate,
  }));
}
