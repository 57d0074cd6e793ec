import * as z from 'zod/mini';
import { accountNumber, accountParams, isoDate, memberAccountParams, optionalText } from './common';
import { defineEndpoint } from './endpoint';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeaders } from './idempotency';
import { quickPayVerifyRequestSchema } from './quickPay';

const tag = 'Outage';

/** Outage report payload (doc 2 §3). */
export const outageReportSchema = z.object({
  callbackNumber: z.nullish(z.string().check(z.maxLength(14))),
  callBack: z.boolean(),
  outageReason: z.string().check(z.minLength(1)),
  accountNumber,
  outageReportOrigin: z
    .string()
    .register(z.globalRegistry, { description: "Where the report came from, e.g. 'WEB'." }),
  remarks: z.nullish(z.string()),
});

/** Outage info of an account (doc 2 §3). */
export const outageInfoSchema = z.object({
  problems: z.array(z.object({ outageDescription: z.string() })),
  hideOutageCallBackRequest: z.boolean(),
  callbackCheckBoxDefaultValue: z.boolean(),
  contactPhones: z.array(z.object({ phoneNumber: z.string() })),
});

/** Outage status (doc 2 §3): Y shows OFF, N shows ON, absent shows N/A (doc 2 §4). */
export const outageStatusSchema = z.object({ isActive: z.nullish(z.enum(['Y', 'N'])) });

/** Outage history row (doc 2 §3). */
export const outageHistoryRowSchema = z.object({
  accountNumber: z.string(),
  timeOfInterruption: isoDate,
  timeOfRestored: z.nullish(isoDate),
  description: optionalText,
});

export const reportOutage = defineEndpoint({
  id: 'reportOutage',
  tag,
  summary:
    'Report an outage for an account, once: a repeated Idempotency-Key answers the first answer again and records nothing.',
  spec: 'doc 2 §3, §7 (path not shown; the Idempotency-Key header is the contract’s, so a report is never sent twice)',
  method: 'POST',
  path: '/v3/outages/report',
  auth: 'member',
  body: outageReportSchema,
  headers: idempotencyHeaders,
  response: z.object({ statusMessage: z.string() }),
});

export const getOutageStatus = defineEndpoint({
  id: 'getOutageStatus',
  tag,
  summary: 'Whether an outage is active at the account’s location.',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/account/{accountNumber}/outage/status',
  auth: 'member',
  params: accountParams,
  response: outageStatusSchema,
});

export const getAccountOutageInfo = defineEndpoint({
  id: 'getAccountOutageInfo',
  tag,
  summary: 'Outage reporting info of an account: problems to choose, call-back settings, phones.',
  spec: 'doc 2 §3, §7 (path not shown; account and member)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/outages/info',
  auth: 'member',
  params: memberAccountParams,
  response: outageInfoSchema,
});

export const getOutageHistory = defineEndpoint({
  id: 'getOutageHistory',
  tag,
  summary: 'Past outages at a location, newest first.',
  spec: 'doc 2 §3, §7 (path not shown; locationId)',
  method: 'GET',
  path: '/v3/outages/history/{locationId}',
  auth: 'member',
  params: z.object({ locationId: z.string().check(z.minLength(1)) }),
  response: z.array(outageHistoryRowSchema),
});

/**
 * The header that carries a guest's outage token (ours: the spec has no guest outage calls). A
 * header, not the session's bearer token, because the widget that verified the guest holds the
 * token, and keeps it with a report it queues on the device while offline.
 */
export const OUTAGE_TOKEN_HEADER = 'Outage-Token';

/** What a guest may see of a verified account, and what the report form needs (ours). */
export const guestOutageAccessSchema = z.object({
  outageToken: z.string(),
  expiresInMinutes: z.number(),
  accountNumber: z.string(),
  // Own schemas (not the shared ones): the OpenAPI document describes these fields.
  serviceAddress: z.nullish(z.string()),
  accountType: optionalText,
  accountStatus: optionalText,
  derivedStatus: optionalText,
  outageStatus: z.nullish(z.enum(['Y', 'N'])),
  estimatedTimeOfRestoration: z.nullish(isoDate),
  outageInfo: z.object({
    problems: outageInfoSchema.shape.problems,
    hideOutageCallBackRequest: z.boolean(),
    callbackCheckBoxDefaultValue: z.boolean(),
  }),
});

export type GuestOutageAccess = z.output<typeof guestOutageAccessSchema>;

export const verifyOutageAccount = defineEndpoint({
  id: 'verifyOutageAccount',
  tag,
  summary:
    'Verify an account for a guest outage report by account number plus the last four phone digits; answers a short-lived outage token and what a guest may see.',
  spec: 'ours: doc 2 has no guest outage calls; the verification copies Quick Pay’s (doc 1 §5.1, §7)',
  method: 'POST',
  path: '/v3/outages/guest/verify/account/phone',
  auth: 'none',
  applicationIdHeader: true,
  body: quickPayVerifyRequestSchema,
  response: guestOutageAccessSchema,
});

export const reportGuestOutage = defineEndpoint({
  id: 'reportGuestOutage',
  tag,
  summary:
    'Report an outage as a guest with the outage token of the verification, once: a repeated Idempotency-Key answers the first answer again and records nothing.',
  spec: 'ours: the report payload and answer of doc 2 §3, §7 with the guest’s outage token',
  method: 'POST',
  path: '/v3/outages/guest/report',
  auth: 'none',
  body: outageReportSchema,
  headers: z.object({
    [IDEMPOTENCY_KEY_HEADER]: idempotencyHeaders.shape[IDEMPOTENCY_KEY_HEADER],
    [OUTAGE_TOKEN_HEADER]: z.string().check(z.minLength(1)),
  }),
  response: z.object({ statusMessage: z.string() }),
});
