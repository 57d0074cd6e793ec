import * as z from 'zod/mini';
import { isoDate, memberAccountParams, memberParams, messageResponse, money } from './common';
import { defineEndpoint } from './endpoint';
import {
  paymentAccountSchema,
  paymentInitiationSchema,
  paymentRequestSchema,
  paymentResultSchema,
  paymentSettingsSchema,
} from './quickPay';

const tag = 'Payments';

/**
 * Payment amounts for the logged-in confirmation dialog (doc 1 §3): the accountsToPay entry of one
 * account, paymentAmount zero when the balance is negative, else the balance.
 */
export const paymentAmountsSchema = paymentAccountSchema;

/** Tax and fees for a set of payment accounts (fields not shown; they feed the hosted form). */
export const paymentTaxSchema = z.object({
  taxIncludedInBillAmount: z.boolean(),
  taxAmount: money,
  ccConvenienceFee: money,
  ecConvenienceFee: money,
});

/** A registered autopayment (doc 2 §7): CHARGE for card, ECHECK for bank (doc 2 §4). */
export const registeredAutopaymentSchema = z.object({
  accountNumber: z.string(),
  paymentMethod: z.enum(['CHARGE', 'ECHECK']),
});

export const getPaymentAmounts = defineEndpoint({
  id: 'getPaymentAmounts',
  tag,
  summary: 'Payment amounts of one account for the logged-in payment confirmation dialog.',
  spec: 'doc 1 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/payments/amounts',
  auth: 'member',
  params: memberAccountParams,
  response: paymentAmountsSchema,
});

export const getMemberPaymentSettings = defineEndpoint({
  id: 'getMemberPaymentSettings',
  tag,
  summary: 'Payment settings for the member, channel web.',
  spec: 'doc 1 §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/payments/settings/web',
  auth: 'member',
  applicationIdHeader: true,
  params: memberParams,
  response: paymentSettingsSchema,
});

export const getPaymentTax = defineEndpoint({
  id: 'getPaymentTax',
  tag,
  summary: 'Tax and convenience fees for the member with the list of payment accounts.',
  spec: 'doc 1 §7 (path and answer not shown)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/payments/tax',
  auth: 'member',
  read: true,
  params: memberParams,
  body: z.object({ accountsToPay: z.array(paymentAccountSchema).check(z.minLength(1)) }),
  response: paymentTaxSchema,
});

/**
 * A signed-in member's payment request: the doc 1 §3 payment request, with the day the payment is
 * made when the site allows future-dated payments (allowFutureDatedPayments, doc 1 §3): a day
 * after today schedules it (doc 2 §2.8); missing, it is made today.
 */
export const memberPaymentRequestSchema = z.extend(paymentRequestSchema, {
  paymentDate: z.optional(isoDate),
});

export type MemberPaymentRequest = z.output<typeof memberPaymentRequestSchema>;

export const initiateMemberPayment = defineEndpoint({
  id: 'initiateMemberPayment',
  tag,
  summary:
    'Start a signed-in member’s payment of one or several accounts; answers the hosted-payment form target.',
  spec: 'doc 1 §2.3, §4.1 confirmation dialog; Pay Multiple Accounts (implied; path not shown)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/pay',
  auth: 'member',
  applicationIdHeader: true,
  params: memberParams,
  body: memberPaymentRequestSchema,
  response: paymentInitiationSchema,
});

export const getPaymentStatus = defineEndpoint({
  id: 'getPaymentStatus',
  tag,
  summary: 'The result of a signed-in member’s payment (encodedParam of the result page).',
  spec: 'doc 2 §2.9, §7 (path not shown)',
  method: 'GET',
  path: '/v3/payments/status',
  auth: 'member',
  query: z.object({ encryptedPayload: z.string() }),
  response: paymentResultSchema,
});

export const getRegisteredAutopayments = defineEndpoint({
  id: 'getRegisteredAutopayments',
  tag,
  summary: 'The member’s registered autopayments (payment method per account).',
  spec: 'doc 2 §4, §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/autopayments',
  auth: 'member',
  params: memberParams,
  response: z.array(registeredAutopaymentSchema),
});

/** Scheduled payment (doc 2 §3). */
export const scheduledPaymentSchema = z.object({
  transNo: z.string(),
  createdDate: isoDate,
  paymentType: z.string(),
  amount: money,
  paymentMethod: z.string(),
  paymentDate: isoDate,
  accountDetails: z.array(
    z.object({ accountNumber: z.string(), accountType: z.string(), amount: money }),
  ),
});

export type ScheduledPayment = z.output<typeof scheduledPaymentSchema>;

export const getScheduledPayments = defineEndpoint({
  id: 'getScheduledPayments',
  tag,
  summary: 'The member’s scheduled payments.',
  spec: 'doc 2 §7 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/scheduled-payments',
  auth: 'member',
  params: memberParams,
  response: z.object({ scheduledPaymentsList: z.array(scheduledPaymentSchema) }),
});

export const deleteScheduledPayment = defineEndpoint({
  id: 'deleteScheduledPayment',
  tag,
  summary: 'Delete a scheduled payment by transNo.',
  spec: 'doc 2 §4, §7 (path not shown)',
  method: 'DELETE',
  path: '/v3/member/{memberNumber}/scheduled-payments/{transNo}',
  auth: 'member',
  params: z.extend(memberParams, { transNo: z.string().check(z.minLength(1)) }),
  response: messageResponse,
});

// Scheduled (future-dated) payments: the provider's return of a payment with a later payment date.

/**
 * Where the provider returns to after a scheduled payment's authorization, on the same host as the
 * API (as `paymentCallbackPaths`); the API then sends the browser on to the portal's
 * /schedule-payments-success?encodedParam=… or /schedule-payments-cancel (doc 2 §2.8).
 */
export const scheduleCallbackPaths = {
  success: '/PaymentCallback/schedule/success',
  cancel: '/PaymentCallback/schedule/cancel',
} as const;

/** The scheduled payment made: its transaction number (query transno of the success page). */
export const scheduledPaymentCompletionSchema = z.object({ transNo: z.string() });

export const completeScheduledPayment = defineEndpoint({
  id: 'completeScheduledPayment',
  tag,
  summary:
    'Complete a scheduled payment once the provider has returned (encodedParam of the return): adds it to the member’s scheduled payments and answers its transNo; a repeated call with the same encodedParam answers the same transNo.',
  spec: 'doc 2 §2.8, §3 (path not shown; the call is the contract’s)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/scheduled-payments',
  auth: 'member',
  params: memberParams,
  body: z.object({ encodedParam: z.string().check(z.minLength(1)) }),
  response: scheduledPaymentCompletionSchema,
});
