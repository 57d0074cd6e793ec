import * as z from 'zod/mini';
import {
  isoDate,
  memberAccountParams,
  memberParams,
  messageResponse,
  money,
  optionalText,
} from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Draft payments';

/** Draft methods (doc 3 §3, §9). */
export const draftMethods = [
  'WHEN_BILLED',
  'END_OF_MONTH',
  'DAY_OF_MONTH',
  'DAYS_AFTER_BILLING',
] as const;
/** Bank account types (doc 3 §9). */
export const bankAccountTypes = ['Checking', 'Savings'] as const;

/** Draft account record (doc 3 §3); `draft` is null when the account has none. */
export const draftAccountSchema = z.object({
  accountNumber: z.string(),
  serviceAddress: optionalText,
  accountType: z.string(),
  pastDueAmount: money,
  autopayExists: z.boolean(),
  ccEligible: z.boolean(),
  noMoreChecks: z.boolean(),
  eligibleDraftDate: z.nullish(isoDate),
  allowBeforeBilledDay: z.nullish(z.number().check(z.int())),
  allowAfterBilledDay: z.nullish(z.number().check(z.int())),
  draft: z.nullish(
    z.object({
      draftAccountType: z
        .string()
        .register(z.globalRegistry, { description: 'Checking, Savings or Credit Card.' }),
      draftAccountNumberMasked: z.string(),
      financialInstitutionName: optionalText,
      draftType: z.string(),
      draftDay: z.nullish(z.union([z.number(), z.string()])),
    }),
  ),
});

export type DraftAccount = z.output<typeof draftAccountSchema>;

/** Draft request per account (doc 3 §3). */
export const draftRequestSchema = z.object({
  accountNumber: z.string(),
  action: z.enum(['ADD', 'REMOVE']),
  draftMethod: z.nullish(z.enum(draftMethods)),
  draftDay: z.nullish(z.number().check(z.int())),
  draftStartDate: z.nullish(isoDate),
});

/** Bank draft request (doc 3 §3). */
export const bankDraftRequestSchema = z.object({
  draftAccounts: z.array(draftRequestSchema).check(z.minLength(1)),
  memberNumber: z.string(),
  draftType: z.nullish(z.enum(bankAccountTypes)),
  bankAccountNumber: z.nullish(z.string().check(z.regex(/^\d{4,18}$/))),
  routingNumber: z.nullish(z.string().check(z.regex(/^\d{9}$/))),
  bankName: z.nullish(z.string().check(z.maxLength(256))),
});

/** Initiate-payment request for drafts (doc 3 §3). */
export const initiateDraftRequestSchema = z.object({
  accountsToDraft: z.array(draftRequestSchema).check(z.minLength(1)),
  paymentType: z.literal('DRAFT'),
  draftOption: z
    .string()
    .register(z.globalRegistry, { description: 'Credit card or bank draft (a draftType).' }),
  amount: z.literal(0),
  removeDraft: z.boolean(),
});

/** Initiate-payment response for drafts (doc 3 §3): the hosted card page's fields. */
export const initiateDraftResponseSchema = z.object({
  clientId: z.string(),
  actionUrl: z.string(),
  transNo: z.string(),
  applicationId: z.string(),
  merchantId: z.string(),
  securityToken: z.string(),
});

/**
 * The form posted to the hosted card page for a draft set-up (doc 3 §7). The spec describes the
 * fields, not their names; names here follow the Quick Pay form's style (doc 1 §3).
 */
export const hostedDraftFormSchema = z.object({
  CustomData: z.string(),
  ClientId: z.string(),
  MemberAccountPairs: z.string(),
  Accounts: z.string(),
  IsPostbackRequired: z.string(),
  EnableECheck: z.string(),
  HostedCCReturn: z.string(),
  HostedCCCancel: z.string(),
  AcceptedCreditCardTypes: z.string(),
  SecurityToken: z.string(),
});

export type HostedDraftForm = z.output<typeof hostedDraftFormSchema>;

export const getPaymentDrafts = defineEndpoint({
  id: 'getPaymentDrafts',
  tag,
  summary: 'The member’s accounts with their drafts (results, each with draft).',
  spec: 'doc 3 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/drafts',
  auth: 'member',
  params: memberParams,
  errors: { kind: 'fixed', message: 'draftServiceUnavailable' },
  response: z.object({ results: z.array(draftAccountSchema) }),
});

export const getDraftPaymentSettings = defineEndpoint({
  id: 'getDraftPaymentSettings',
  tag,
  summary: 'Card type allowances for drafts (payment settings, batch type).',
  spec: 'doc 3 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/payments/settings/batch',
  auth: 'member',
  params: memberParams,
  response: z.object({
    allowVisa: z.boolean(),
    allowMaster: z.boolean(),
    allowAmex: z.boolean(),
    allowDiscover: z.boolean(),
  }),
});

export const getFinancialInstitutions = defineEndpoint({
  id: 'getFinancialInstitutions',
  tag,
  summary: 'Financial institutions by routing number (fills the bank name).',
  spec: 'doc 3 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/financial-institutions',
  auth: 'member',
  response: z.array(z.object({ routingNumber: z.string(), name: z.string() })),
});

export const initiateDraftPayment = defineEndpoint({
  id: 'initiateDraftPayment',
  tag,
  summary: 'Start adding (hosted card page) or removing drafts.',
  spec: 'doc 3 §3, §7 (path not shown; member, account in path)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/drafts/initiate',
  auth: 'member',
  applicationIdHeader: true,
  params: memberAccountParams,
  body: initiateDraftRequestSchema,
  response: initiateDraftResponseSchema,
});

export const updateDraftAccounts = defineEndpoint({
  id: 'updateDraftAccounts',
  tag,
  summary: "Update several accounts' drafts directly (NACHA bank draft; removal).",
  spec: 'doc 3 §3, §7, §8 (path not shown)',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/drafts',
  auth: 'member',
  params: memberParams,
  body: bankDraftRequestSchema,
  response: messageResponse,
});

export const getDraftSetupOptions = defineEndpoint({
  id: 'getDraftSetupOptions',
  tag,
  summary: 'Draft set-up options (only when custom set-up is on).',
  spec: 'doc 3 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/drafts/setup-options',
  auth: 'member',
  response: z.array(z.object({ draftType: z.string(), display: z.string() })),
});
