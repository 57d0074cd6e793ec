import * as z from 'zod/mini';
import { memberParams, messageResponse } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Multi-factor authentication';

/** QR response (doc 2 §3). */
export const mfaQrSchema = z.object({
  totpUri: z.string(),
  encryptedValidator: z.string(),
  secretNewKey: z.string(),
});

/** MFA verify request (doc 2 §3). */
export const mfaSetSecretRequestSchema = z.object({
  encryptedMember: z.string(),
  code: z.string().check(z.regex(/^\d{6}$/, '6 digits')),
  key: z.string(),
});

/** MFA verify response (doc 2 §3); `verificationSatus` is spelled as the spec does. */
export const mfaSetSecretResponseSchema = z.object({
  verificationSatus: z.boolean(),
  transactionStatus: z.boolean(),
});

export const getMfaStatus = defineEndpoint({
  id: 'getMfaStatus',
  tag,
  summary: 'Whether the member has an authenticator app set up.',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/mfa',
  auth: 'member',
  params: memberParams,
  response: z.object({ mfaEnabled: z.boolean() }),
});

export const getMfaQrCode = defineEndpoint({
  id: 'getMfaQrCode',
  tag,
  summary: 'A new authenticator secret: the otpauth URI for the QR code and the manual key.',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/mfa/qr',
  auth: 'member',
  params: memberParams,
  response: mfaQrSchema,
});

export const setMfaSecret = defineEndpoint({
  id: 'setMfaSecret',
  tag,
  summary: 'Verify the first code and activate the authenticator app.',
  spec: 'doc 2 §3, §7 (path not shown; member number in path)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/mfa',
  auth: 'member',
  params: memberParams,
  body: mfaSetSecretRequestSchema,
  response: mfaSetSecretResponseSchema,
});

export const deleteMfaSecret = defineEndpoint({
  id: 'deleteMfaSecret',
  tag,
  summary: 'Remove the authenticator app (MFA off).',
  spec: 'doc 2 §7 (path not shown)',
  method: 'DELETE',
  path: '/v3/member/{memberNumber}/mfa',
  auth: 'member',
  params: memberParams,
  response: messageResponse,
});
