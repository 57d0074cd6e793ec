import * as z from 'zod/mini';
import {
  accountParams,
  isoDate,
  memberAccountParams,
  memberParams,
  money,
  optionalText,
} from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Accounts';

/** Account statuses the specs name (doc 2 §4); derivedStatus 'Current' means none of them. */
export const accountStatuses = [
  'Current',
  'Past Due',
  'Pending Reconnect',
  'Pending Disconnect',
  'Disconnected',
  'Final Billed',
] as const;

/** Account info (doc 2 §3; doc 1 §3 uses the same call). */
export const accountInfoSchema = z.object({
  accountNumber: z.string(),
  accountBalance: money,
  dueDate: z.nullish(isoDate),
  isPrepaidAccount: z.boolean(),
  prepaidLabel: optionalText,
  accountHolderName: z.string(),
  serviceAddress: optionalText,
  accountType: z.string().register(z.globalRegistry, { description: 'e.g. Electric, Water.' }),
  accountStatus: optionalText,
  derivedStatus: optionalText,
  billingType: z.nullish(z.enum(['Budget', 'Average'])),
  yearToDateBudgetDifference: z.nullish(money),
  netAccountBalance: z.nullish(money),
  pastDueAmount: money,
  cutOffDate: z.nullish(isoDate),
  cutOffMsg: optionalText,
  activeReturnedItems: z.boolean(),
  autoPayExists: z.boolean(),
  draftDate: z.nullish(isoDate),
  outageStatus: z
    .nullish(z.enum(['Y', 'N']))
    .register(z.globalRegistry, { description: 'Y: outage active.' }),
  estimatedTimeOfRestoration: z.nullish(isoDate),
  locationId: optionalText,
  memberNumber: z.string(),
  meters: z._default(z.array(z.string()), []),
  zip: optionalText,
  isLinkedAccount: z.boolean(),
  memberHasCutoffAccount: z.boolean(),
  hasArrangement: z.boolean(),
  arrangement: z.nullish(
    z.object({
      arrangementNotation: optionalText,
      arrangementBalance: money,
      nextPaymentAmount: money,
      nextPaymentDueDate: isoDate,
    }),
  ),
  viewUsageHistory: z.boolean(),
  showUsageSuspendedMsg: z.boolean(),
  collectMeterReading: z.boolean(),
  meterSenseccUrl: optionalText,
  ccPdfLinkText: optionalText,
  viewccPdfUrl: optionalText,
  statementHeadingMessage: optionalText,
  billMessages: z._default(z.array(z.string()), []),
  prepaidDisconnectAlert: optionalText,
  capitalCreditRefundMessage: optionalText,
});

export type AccountInfo = z.output<typeof accountInfoSchema>;

/** One of the member's accounts with its details; the primary one is the default selection (doc 1 §2.1). */
export const memberAccountSchema = z.extend(accountInfoSchema, { isPrimaryAccount: z.boolean() });

export type MemberAccount = z.output<typeof memberAccountSchema>;

/** Linked account (doc 2 §3). */
export const linkedAccountSchema = z.object({
  accountNumber: z.string(),
  accountType: z.string(),
  billedBalance: money,
  serviceAddress: optionalText,
});

export const getMemberAccounts = defineEndpoint({
  id: 'getMemberAccounts',
  tag,
  summary: 'The member’s accounts and details (after login and after the external redirect).',
  spec: 'doc 1 §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/accounts',
  auth: 'member',
  params: memberParams,
  response: z.array(memberAccountSchema),
});

export const getAccountInfo = defineEndpoint({
  id: 'getAccountInfo',
  tag,
  summary: 'Account info by account number.',
  spec: 'doc 1 §7, doc 2 §7, doc 3 §7 (path not shown)',
  method: 'GET',
  path: '/v3/account/{accountNumber}/info',
  auth: 'member',
  params: accountParams,
  response: accountInfoSchema,
});

export const getLinkedAccounts = defineEndpoint({
  id: 'getLinkedAccounts',
  tag,
  summary: 'Accounts linked to an account, with billed balances.',
  spec: 'doc 2 §7 (path not shown), §8',
  method: 'GET',
  path: '/v3/account/{accountNumber}/linked-accounts',
  auth: 'member',
  params: accountParams,
  errors: { kind: 'prefixed', prefix: 'linkedAccountsFailed' },
  response: z.array(linkedAccountSchema),
});

export const getMyMeterUrl = defineEndpoint({
  id: 'getMyMeterUrl',
  tag,
  summary: 'The energy-tracking (My Meter) link for a member’s account.',
  spec: 'doc 2 §7 (path not shown), §8',
  method: 'GET',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/my-meter',
  auth: 'member',
  params: memberAccountParams,
  errors: { kind: 'fixed', message: 'serviceUnavailable' },
  response: z.object({ link: z.string() }),
});
