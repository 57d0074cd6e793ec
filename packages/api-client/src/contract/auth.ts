import * as z from 'zod/mini';
import { messageResponse } from './common';
import { currentUserSchema } from './currentUser';
import { defineEndpoint } from './endpoint';

const tag = 'Sign-in and passwords';

export { currentUserSchema, mfaAuthenticateModelSchema, type CurrentUser } from './currentUser';

/**
 * Login response (doc 1 §3: memberNumber, memberMfaEnabled, mfaAuthenticateModel); without MFA
 * it carries the token session too, so it has the current user's shape.
 */
export const loginResponseSchema = currentUserSchema;

export const loginRequestSchema = z.object({
  userName: z.string().check(z.minLength(1), z.maxLength(60)),
  password: z.string().check(z.minLength(1), z.maxLength(50)),
});

/** MFA verify request (doc 1 §3). */
export const mfaLoginRequestSchema = z.object({
  userName: z.string(),
  token: z.string().check(z.regex(/^\d{6}$/, '6 digits')),
  encryptedMember: z.string(),
  encryptedUserName: z.string(),
});

export const login = defineEndpoint({
  id: 'login',
  tag,
  summary:
    'Sign in with username and password. With MFA on, answers memberMfaEnabled and mfaAuthenticateModel and no access token.',
  spec: 'doc 1 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/auth/login',
  auth: 'none',
  applicationIdHeader: true,
  body: loginRequestSchema,
  response: loginResponseSchema,
});

export const verifyMfaLogin = defineEndpoint({
  id: 'verifyMfaLogin',
  tag,
  summary: 'Verify the 6-digit second-factor code; answers the token session.',
  spec: 'doc 1 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/auth/mfa/verify',
  auth: 'none',
  applicationIdHeader: true,
  body: mfaLoginRequestSchema,
  response: currentUserSchema,
});

/**
 * Extends the member's session before it runs out: answers the token session with a new access
 * token and expiry. Not in the specs: the portal warns before the session ends and lets the member
 * stay signed in (WCAG 2.2.1 timing adjustable).
 */
export const refreshSession = defineEndpoint({
  id: 'refreshSession',
  tag,
  summary: 'Extend the member session before it expires; answers a new token session.',
  spec: 'WCAG 2.2.1 (not in the specs; path chosen here)',
  method: 'POST',
  path: '/v3/auth/refresh',
  auth: 'member',
  applicationIdHeader: true,
  response: currentUserSchema,
});

/** Reset password payload (doc 2 §3). */
export const resetPasswordRequestSchema = z.object({
  membername: z.string(),
  password: z.string().check(z.minLength(8), z.maxLength(50)),
  cnfpassword: z.string().check(z.minLength(8), z.maxLength(50)),
  otc: z.string().check(z.minLength(1)),
});

/** Reset response (doc 2 §3); code 2011 is success (doc 2 §9). */
export const resetPasswordResponseSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
});

/** The success code of a password reset (doc 2 §4, §9). */
export const RESET_PASSWORD_SUCCESS_CODE = 2011;

export const validateResetLink = defineEndpoint({
  id: 'validateResetLink',
  tag,
  summary: 'Validate a reset-password link (otc); answers the member name.',
  spec: 'doc 2 §7 (path not shown)',
  method: 'GET',
  path: '/v3/password/reset/validate',
  auth: 'none',
  applicationIdQuery: true,
  query: z.object({ otc: z.string().check(z.minLength(1)) }),
  response: z.object({ memberName: z.string() }),
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  tag,
  summary: 'Reset the password with a valid link.',
  spec: 'doc 2 §7 (method POST, path not shown)',
  method: 'POST',
  path: '/v3/password/reset',
  auth: 'none',
  applicationIdHeader: true,
  body: resetPasswordRequestSchema,
  response: resetPasswordResponseSchema,
});

export const validateCisResetLink = defineEndpoint({
  id: 'validateCisResetLink',
  tag,
  summary: 'Validate a reset link of the customer information system (key).',
  spec: 'doc 2 §7 (paths not shown)',
  method: 'GET',
  path: '/v3/cis/password/reset/validate',
  auth: 'none',
  applicationIdQuery: true,
  query: z.object({ key: z.string().check(z.minLength(1)) }),
  response: z.object({ userName: z.string() }),
});

export const resetCisPassword = defineEndpoint({
  id: 'resetCisPassword',
  tag,
  summary: 'Reset a password on the customer information system (key, userName, password).',
  spec: 'doc 2 §7 (paths not shown)',
  method: 'POST',
  path: '/v3/cis/password/reset',
  auth: 'none',
  applicationIdHeader: true,
  body: z.object({
    key: z.string(),
    userName: z.string(),
    password: z.string().check(z.minLength(8), z.maxLength(50)),
  }),
  response: resetPasswordResponseSchema,
});

export const requestPasswordReset = defineEndpoint({
  id: 'requestPasswordReset',
  tag,
  summary: 'Forgot password: e-mail a reset link (the component’s fields are not shown; userName).',
  spec: 'doc 2 §2.5 (implied; fields and path not shown)',
  method: 'POST',
  path: '/v3/password/forgot',
  auth: 'none',
  applicationIdHeader: true,
  body: z.object({ userName: z.string().check(z.minLength(1), z.maxLength(60)) }),
  response: messageResponse,
});

export const recoverUsername = defineEndpoint({
  id: 'recoverUsername',
  tag,
  summary: 'Forgot username: e-mail the username to the address on file.',
  spec: 'doc 2 §2.5, doc 3 §2.12 (implied; fields and path not shown)',
  method: 'POST',
  path: '/v3/username/forgot',
  auth: 'none',
  applicationIdHeader: true,
  body: z.object({ email: z.email().check(z.maxLength(60)) }),
  response: messageResponse,
});
