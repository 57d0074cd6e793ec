import * as z from 'zod/mini';
import { accountNumber, accountParams, messageResponse } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Registration';

const option = z.object({
  value: z.string().register(z.globalRegistry, { description: 'Masked, e.g. j•••@example.com.' }),
});

/** Account authentication options (doc 1 §3). */
export const authenticationTypesSchema = z.object({
  cellPhones: z.array(option),
  emails: z.array(option),
  isSmsEnabled: z.boolean(),
  memberNumber: z.string(),
});

export type AuthenticationTypes = z.output<typeof authenticationTypesSchema>;

/** The chosen destination of the verification code: an option's value, or a user-provided contact. */
export const validatorResource = z.string().check(z.minLength(1));

/** Registration verify-account request (doc 1 §3). */
export const verifyRegistrationAccountRequestSchema = z.object({
  accountNumber,
  validatorResource,
});

/** Verify-code request (doc 1 §3). */
export const verifyRegistrationCodeRequestSchema = z.object({
  accountNumber,
  verificationCode: z.string().check(z.regex(/^\d{6}$/, '6 digits')),
  validatorResource,
});

/** A security question (doc 1 §3: id, description, visible). */
export const secretQuestionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  description: z.string(),
  visible: z.boolean(),
});

/** Verify-code response (doc 1 §3). */
export const verifyRegistrationCodeResponseSchema = z.object({
  email: z.nullish(z.string()),
  secretQuestions: z.array(secretQuestionSchema),
});

/** Register member form (doc 1 §3) plus the account number. */
export const registerMemberRequestSchema = z.object({
  accountNumber,
  memberNumber: z.string(),
  loginId: z.string().check(z.minLength(6), z.maxLength(60)),
  email: z.string().check(z.maxLength(60)),
  cnfemail: z.optional(z.string().check(z.maxLength(60))),
  password: z.string().check(z.minLength(8), z.maxLength(50)),
  cnfpassword: z.string().check(z.minLength(8), z.maxLength(50)),
  secQuestion: z.union([z.number(), z.string()]),
  secAnswer: z.string().check(z.minLength(1), z.maxLength(100)),
  hasOptedForPaperlessBilling: z.boolean(),
  hasOptedForPaperlessOther: z.boolean(),
  areMarketingEmailsAllowed: z.boolean(),
  paperlessConfirmation: z.optional(z.boolean()),
});

export type RegisterMemberRequest = z.output<typeof registerMemberRequestSchema>;

export const getAuthenticationTypes = defineEndpoint({
  id: 'getAuthenticationTypes',
  tag,
  summary:
    'Where a verification code can be sent for an account (e-mails and mobile phones on file).',
  spec: 'doc 1 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/registration/account/{accountNumber}/authentication-types',
  auth: 'none',
  applicationIdQuery: true,
  params: accountParams,
  response: authenticationTypesSchema,
});

export const verifyRegistrationAccount = defineEndpoint({
  id: 'verifyRegistrationAccount',
  tag,
  summary: 'Verify the account and send a verification code to the chosen destination.',
  spec: 'doc 1 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/registration/verify/account',
  auth: 'none',
  applicationIdHeader: true,
  body: verifyRegistrationAccountRequestSchema,
  response: messageResponse,
});

export const verifyRegistrationCode = defineEndpoint({
  id: 'verifyRegistrationCode',
  tag,
  summary: 'Check the 6-digit verification code (valid for 2 hours).',
  spec: 'doc 1 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/registration/verify/code',
  auth: 'none',
  applicationIdHeader: true,
  body: verifyRegistrationCodeRequestSchema,
  response: verifyRegistrationCodeResponseSchema,
});

export const registerMember = defineEndpoint({
  id: 'registerMember',
  tag,
  summary: 'Register the member (the form plus the account number).',
  spec: 'doc 1 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/registration/register',
  auth: 'none',
  applicationIdHeader: true,
  body: registerMemberRequestSchema,
  response: messageResponse,
});

export const checkUsernameAvailability = defineEndpoint({
  id: 'checkUsernameAvailability',
  tag,
  summary: 'Username availability: 200 when free; a failure means taken.',
  spec: 'doc 1 §7, doc 2 §7 (path not shown)',
  method: 'GET',
  path: '/v3/registration/username/availability',
  auth: 'none',
  applicationIdQuery: true,
  query: z.object({ username: z.string().check(z.minLength(1), z.maxLength(60)) }),
  response: z.object({ available: z.literal(true) }),
});
