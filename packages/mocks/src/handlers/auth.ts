import {
  login,
  recoverUsername,
  refreshSession,
  requestPasswordReset,
  RESET_PASSWORD_SUCCESS_CODE,
  resetCisPassword,
  resetPassword,
  validateCisResetLink,
  validateResetLink,
  verifyMfaLogin,
} from '@coop-portal/api-client';
import { DEMO_PASSWORD, demoMembers, memberByUsername } from '../data/accounts';
import type { DemoStore } from '../store';
import { errorAnswer, handle } from './define';
import { DEMO_SESSION_MINUTES, issueToken } from './tokens';

/** The reset-password link that works (the demo data the README lists). */
export const VALID_RESET_OTC = 'demo-valid-otc';
/** The MFA code that verifies (the demo data the README lists). */
export const DEMO_MFA_CODE = '123456';

const BAD_LOGIN = 'The username or password you entered is incorrect.';
const INVALID_LINK = 'This password reset link is invalid or has expired.';

function account(store: DemoStore, userName: string) {
  const member = memberByUsername(userName);
  if (member) {
    return {
      username: member.username,
      memberNumber: member.memberNumber,
      name: member.name,
      mfa: store.mfa.get(member.memberNumber) ?? member.mfa,
      password: store.passwords.get(member.username) ?? DEMO_PASSWORD,
    };
  }
  const registered = store.registered.get(userName.toLowerCase());
  return registered
    ? {
        username: userName.toLowerCase(),
        memberNumber: registered.memberNumber,
        name: userName,
        mfa: false,
        password: store.passwords.get(userName.toLowerCase()) ?? registered.password,
      }
    : undefined;
}

function session(user: { username: string; memberNumber: string; name: string }) {
  return {
    accessToken: issueToken('member', user.username, user.memberNumber),
    memberNumber: user.memberNumber,
    expireInMinutes: DEMO_SESSION_MINUTES,
    memberMfaEnabled: false,
    mfaAuthenticateModel: null,
    loginInfo: { userName: user.username, displayName: user.name, lastLoginDate: null },
  };
}

export const authHandlers = [
  handle(login, ({ body, store }) => {
    const user = account(store, body.userName);
    if (!user || user.password !== body.password) return errorAnswer(400, BAD_LOGIN);
    if (user.mfa) {
      return {
        accessToken: null,
        memberNumber: user.memberNumber,
        expireInMinutes: null,
        memberMfaEnabled: true,
        mfaAuthenticateModel: {
          encryptedMember: `demo-enc-member~${user.memberNumber}`,
          encryptedUserName: `demo-enc-user~${user.username}`,
        },
        loginInfo: { userName: user.username, displayName: user.name, lastLoginDate: null },
      };
    }
    return session(user);
  }),

  handle(verifyMfaLogin, ({ body, store }) => {
    const username = body.encryptedUserName.replace(/^demo-enc-user~/, '');
    const user = account(store, username);
    if (!user || body.userName.toLowerCase() !== user.username) {
      return errorAnswer(400, 'Your sign-in has expired. Please sign in again.');
    }
    if (body.token !== DEMO_MFA_CODE) {
      return errorAnswer(400, 'The verification code is not valid. Please try again.');
    }
    return { ...session(user), memberMfaEnabled: true };
  }),

  handle(refreshSession, ({ store, token }) => {
    const user = token ? account(store, token.subject) : undefined;
    if (!user) return errorAnswer(401, 'Unauthorized access.');
    return { ...session(user), memberMfaEnabled: user.mfa };
  }),

  handle(validateResetLink, ({ query }) =>
    query.otc === VALID_RESET_OTC
      ? { memberName: 'Jordan Rivers' }
      : errorAnswer(400, INVALID_LINK),
  ),

  handle(resetPassword, ({ body, store }) => {
    if (body.otc !== VALID_RESET_OTC) return errorAnswer(400, INVALID_LINK);
    if (body.password !== body.cnfpassword) {
      return errorAnswer(400, 'Password and Confirm Password does not match.');
    }
    store.passwords.set('member.demo', body.password);
    return {
      code: RESET_PASSWORD_SUCCESS_CODE,
      message: 'Your password has been reset. You can now sign in with your new password.',
    };
  }),

  handle(validateCisResetLink, ({ query }) =>
    query.key === VALID_RESET_OTC ? { userName: 'member.demo' } : errorAnswer(400, INVALID_LINK),
  ),

  handle(resetCisPassword, ({ body, store }) => {
    if (body.key !== VALID_RESET_OTC) return errorAnswer(400, INVALID_LINK);
    store.passwords.set(body.userName.toLowerCase(), body.password);
    return { code: RESET_PASSWORD_SUCCESS_CODE, message: 'Your password has been reset.' };
  }),

  handle(requestPasswordReset, ({ body }) =>
    memberByUsername(body.userName)
      ? {
          message:
            'We sent a link to reset your password to the e-mail address on file. The link is valid for 2 hours.',
        }
      : errorAnswer(400, 'We could not find that username.'),
  ),

  handle(recoverUsername, ({ body }) =>
    demoMembers.some((member) => member.email === body.email.toLowerCase())
      ? { message: 'We sent your username to the e-mail address on file.' }
      : errorAnswer(400, 'We could not find an account with that e-mail address.'),
  ),
];
