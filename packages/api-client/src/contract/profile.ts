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
import { secretQuestionSchema } from './registration';

const tag = 'Profile';

/** Contact phone (doc 2 §3). */
export const contactPhoneSchema = z.object({
  eCommunicationDetailId: z.nullish(z.union([z.number(), z.string()])),
  eCommunicationId: z
    .nullish(z.union([z.number(), z.string()]))
    .register(z.globalRegistry, { description: 'Phone type.' }),
  eCommunicationDescription: optionalText,
  phoneNumber: optionalText,
  extension: optionalText,
  isDelete: z._default(z.boolean(), false),
});

/** Account profile response (doc 2 §3). */
export const accountProfileSchema = z.object({
  firstName: z.string(),
  middleName: optionalText,
  lastName: optionalText,
  streetNumber: optionalText,
  streetName: optionalText,
  streetType: optionalText,
  unit: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  count: z
    .number()
    .check(z.int())
    .register(z.globalRegistry, { description: 'Accounts sharing the address.' }),
  contactPhones: z.array(contactPhoneSchema),
  phoneTypes: z.array(
    z.object({ eCommunicationId: z.union([z.number(), z.string()]), description: z.string() }),
  ),
  isVerified: z
    .enum(['Y', 'N'])
    .register(z.globalRegistry, { description: "'N': review pending." }),
  spouseName: optionalText,
});

export type AccountProfile = z.output<typeof accountProfileSchema>;

/** Profile update request (doc 2 §3). */
export const accountProfileUpdateSchema = z.object({
  memberNumber: z.string(),
  accountNumber: z.string(),
  firstName: z.string().check(z.maxLength(28)),
  middleName: z.nullish(z.string().check(z.maxLength(20))),
  lastName: z.nullish(z.string().check(z.maxLength(28))),
  streetNumber: z.string().check(z.maxLength(20)),
  streetName: z.string().check(z.maxLength(40)),
  streetType: z.nullish(z.string().check(z.maxLength(30))),
  unit: z.nullish(z.string().check(z.maxLength(30))),
  city: z.string().check(z.maxLength(50)),
  state: z.string(),
  zip: z.string().check(z.regex(/^\d{5}(\d{4})?$/, 'zip without hyphen, 5 or 9 digits')),
  updateIndicator: z.enum(['ONE', 'ALL']),
  contactPhones: z.array(contactPhoneSchema).check(z.maxLength(3)),
});

/** Member details, per account (doc 2 §3). `hasOtherPaperlessBillinge` is spelled as the spec does. */
export const memberDetailsAccountSchema = z.object({
  accountNumber: z.string(),
  address: optionalText,
  hasEmailBillNotice: z.boolean(),
  hasPaperlessBilling: z.boolean(),
  hasOtherPaperlessBillinge: z.boolean(),
  operationRoundup: z.boolean(),
  operationRoundupAmount: z.nullish(money),
  operationRoundupExpiration: z.nullish(isoDate),
  accountType: optionalText,
});

/** Member details (doc 2 §3). */
export const memberDetailsSchema = z.object({
  userName: z.string().register(z.globalRegistry, { description: 'The e-mail.' }),
  loginId: z.string(),
  secretQuestionId: z.nullish(z.union([z.number(), z.string()])),
  secretQuestionAnswer: optionalText,
  secretQuestions: z.array(z.partial(secretQuestionSchema, { visible: true })),
  paymentTypes: z.array(z.enum(['Credit', 'Check'])),
  paymentEmailReceived: z.boolean(),
  serviceOrderEmailReceived: z.boolean(),
  phoneNumberMask: z.boolean(),
  hasPaperlessBilling: z.boolean(),
  hasPaperlessOther: z.boolean(),
  electronicKit: z.boolean(),
  marketingEmail: z.boolean(),
  accounts: z.array(memberDetailsAccountSchema),
});

export type MemberDetails = z.output<typeof memberDetailsSchema>;

/** Member update request (doc 2 §3). */
export const memberDetailsUpdateSchema = z.object({
  memberNumber: z.string(),
  loginId: z.string().check(z.minLength(6), z.maxLength(60)),
  userName: z.string().check(z.maxLength(60)),
  password: z.nullish(z.string().check(z.maxLength(50))),
  securityQuestionId: z.union([z.number(), z.string()]),
  securityQuestionAnswer: z.string().check(z.maxLength(100)),
  removeStoredCreditData: z.boolean(),
  removeStoredBankData: z.boolean(),
  receiveServiceOrderEmail: z.boolean(),
  receivePaymentEmail: z.boolean(),
  canMaskPhone: z.boolean(),
  isPaperlessBilling: z.boolean(),
  isPaperlessOther: z.boolean(),
  annualMarketingElectricKit: z.boolean(),
  isMarketEmail: z.boolean(),
  paperlessAccounts: z.array(
    z.object({
      accountNumber: z.string(),
      isEmail: z.boolean(),
      isPaperless: z.boolean(),
      isPaperlessOther: z.boolean(),
    }),
  ),
  roundupAccounts: z.array(
    z.object({
      accountNumber: z.string(),
      isRoundup: z.boolean(),
      amount: z.nullish(money),
      expiration: z.nullish(isoDate),
    }),
  ),
});

export type MemberDetailsUpdate = z.output<typeof memberDetailsUpdateSchema>;

export const getAccountProfile = defineEndpoint({
  id: 'getAccountProfile',
  tag,
  summary: 'Account profile (name, address, phones) by account and member numbers.',
  spec: 'doc 2 §7 (method and path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/profile',
  auth: 'member',
  params: memberAccountParams,
  response: accountProfileSchema,
});

export const updateAccountProfile = defineEndpoint({
  id: 'updateAccountProfile',
  tag,
  summary: 'Update the account profile (updateIndicator ONE or ALL accounts at the address).',
  spec: 'doc 2 §7 (method and path not shown)',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/profile',
  auth: 'member',
  params: memberAccountParams,
  body: accountProfileUpdateSchema,
  response: messageResponse,
});

export const getMemberDetails = defineEndpoint({
  id: 'getMemberDetails',
  tag,
  summary: 'Member details: login info, paperless and round-up per account.',
  spec: 'doc 2 §7 (method and path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/details',
  auth: 'member',
  params: memberParams,
  response: memberDetailsSchema,
});

export const updateMemberDetails = defineEndpoint({
  id: 'updateMemberDetails',
  tag,
  summary: 'Update member details (My Profile Submit All).',
  spec: 'doc 2 §7 (method and path not shown)',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/details',
  auth: 'member',
  params: memberParams,
  body: memberDetailsUpdateSchema,
  response: messageResponse,
});
