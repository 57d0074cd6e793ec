import * as z from 'zod/mini';
import { accountParams, memberParams, messageResponse, money, optionalText } from './common';
import { defineEndpoint } from './endpoint';

const averageBillingTag = 'Average billing';

/** Levelized (average billing) account (doc 3 §3). */
export const levelizedAccountSchema = z.object({
  accountNumber: z.string(),
  serviceAddress: optionalText,
  estimatedAmount: z.nullish(money),
  billingType: z.nullable(z.enum(['Average', 'Standard', 'Budget'])),
  isEligible: z.boolean(),
  notEligibleMessage: optionalText,
  defaultSettlementMonth: z.nullish(z.union([z.number(), z.string()])),
});

export type LevelizedAccount = z.output<typeof levelizedAccountSchema>;

/** Levelized update item (doc 3 §3). */
export const levelizedUpdateItemSchema = z.object({
  action: z.enum(['Add', 'Edit']),
  billingType: z.nullable(z.enum(['Average', 'Standard'])),
  accountNumber: z.string(),
  estimatedBill: z.nullish(money),
  settlementMonth: z.nullish(z.union([z.number(), z.string()])),
});

export const getLevelizedAccounts = defineEndpoint({
  id: 'getLevelizedAccounts',
  tag: averageBillingTag,
  summary: 'The member’s accounts with their average-billing state.',
  spec: 'doc 3 §3, §7 (GET, path not shown), §8',
  method: 'GET',
  path: '/v3/member/{memberNumber}/levelized-accounts',
  auth: 'member',
  params: memberParams,
  errors: { kind: 'fixed', message: 'supportUnavailable' },
  response: z.array(levelizedAccountSchema),
});

export const updateLevelizedAccount = defineEndpoint({
  id: 'updateLevelizedAccount',
  tag: averageBillingTag,
  summary: 'Sign up for (Add) or remove (Edit) average billing for one account.',
  spec: 'doc 3 §3, §7 (path not shown; account number in path), §8',
  method: 'PUT',
  path: '/v3/account/{accountNumber}/levelized',
  auth: 'member',
  params: accountParams,
  body: levelizedUpdateItemSchema,
  errors: { kind: 'fixed', message: 'supportUnavailable', keep400: true },
  response: messageResponse,
});

export const updateLevelizedAccounts = defineEndpoint({
  id: 'updateLevelizedAccounts',
  tag: averageBillingTag,
  summary: 'Sign up for or remove average billing for several accounts.',
  spec: 'doc 3 §3, §7 (path not shown; member number in path), §8',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/levelized-accounts',
  auth: 'member',
  params: memberParams,
  body: z.array(levelizedUpdateItemSchema).check(z.minLength(1)),
  errors: { kind: 'fixed', message: 'supportUnavailable', keep400: true },
  response: messageResponse,
});
