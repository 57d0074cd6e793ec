import * as z from 'zod/mini';
import { memberNumber, optionalText } from './common';

// The current user on its own (re-exported by auth.ts): the session reads it on every page, and
// needs none of the sign-in endpoints for that.

/** mfaAuthenticateModel of the login response (doc 1 §3). */
export const mfaAuthenticateModelSchema = z.object({
  encryptedMember: z.string(),
  encryptedUserName: z.string(),
});

/**
 * Token session, the current user (doc 1 §3). `accessToken` is empty while a second factor is
 * pending; `loginInfo` carries what the API says about the sign-in (e.g. the user name).
 */
export const currentUserSchema = z.object({
  accessToken: z.nullish(z.string()),
  memberNumber,
  expireInMinutes: z.nullish(z.number().check(z.positive())),
  memberMfaEnabled: z.boolean(),
  mfaAuthenticateModel: z.nullish(mfaAuthenticateModelSchema),
  loginInfo: z.nullish(
    z.object({
      userName: optionalText,
      displayName: optionalText,
      lastLoginDate: optionalText,
    }),
  ),
});

export type CurrentUser = z.output<typeof currentUserSchema>;
