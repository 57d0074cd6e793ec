import * as z from 'zod/mini';
import { messageResponse } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Capital credits';
const lettersAndDigits = /^[A-Za-z0-9]+$/;

/** Unclaimed search request (doc 3 §3). */
export const unclaimedSearchRequestSchema = z.object({
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  companyName: z._default(z.string(), ''),
});

/** Unclaimed search result (doc 3 §3). */
export const unclaimedCreditSchema = z.object({
  memberNumber: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** Claim contact info (doc 3 §3). */
export const claimContactSchema = z.object({
  name: z.string().check(z.maxLength(125)),
  ssn: z.nullish(z.string().check(z.regex(/^\d{4}$/))),
  phone: z.string().check(z.length(14)),
  contactPref: z.string(),
  email: z.nullish(z.string().check(z.maxLength(100))),
  address1: z.string().check(z.minLength(1), z.maxLength(60)),
  address2: z.nullish(z.string().check(z.maxLength(60))),
  city: z.string().check(z.minLength(1), z.maxLength(30)),
  state: z.string().check(z.minLength(1)),
  /** Optional (doc 3 §5 does not require it): 5 or 9 digits, the hyphen removed. */
  zip: z.nullish(z.string().check(z.regex(/^\d{5}(\d{4})?$/, 'hyphen removed'))),
  comments: z.nullish(z.string().check(z.maxLength(1000))),
  memberNumber: z.optional(z.string()),
});

export const validateCapitalCreditLetter = defineEndpoint({
  id: 'validateCapitalCreditLetter',
  tag,
  summary: 'Return a signed capital credit letter (member number and letter ID).',
  spec: 'doc 3 §2.9, §7 (path not shown)',
  method: 'POST',
  path: '/v3/capital-credits/letters/validate',
  auth: 'none',
  applicationIdHeader: true,
  body: z.object({
    memberNumber: z.string().check(z.regex(lettersAndDigits)),
    letterId: z.string().check(z.regex(lettersAndDigits)),
  }),
  response: messageResponse,
});

export const searchUnclaimedCapitalCredits = defineEndpoint({
  id: 'searchUnclaimedCapitalCredits',
  tag,
  summary: 'Search unclaimed capital credits by first, last and company name.',
  spec: 'doc 3 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/capital-credits/unclaimed/search',
  auth: 'none',
  applicationIdHeader: true,
  read: true,
  body: unclaimedSearchRequestSchema,
  response: z.array(unclaimedCreditSchema),
});

export const sendCapitalCreditClaim = defineEndpoint({
  id: 'sendCapitalCreditClaim',
  tag,
  summary: 'Send the claim e-mail for an unclaimed capital credit.',
  spec: 'doc 3 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/capital-credits/unclaimed/claim',
  auth: 'none',
  applicationIdHeader: true,
  body: claimContactSchema,
  response: messageResponse,
});
