import * as z from 'zod/mini';
import { accountNumber, accountParams, isoDate, memberAccountParams, optionalText } from './common';
import { defineEndpoint } from './endpoint';
import { idempotencyHeaders } from './idempotency';

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
