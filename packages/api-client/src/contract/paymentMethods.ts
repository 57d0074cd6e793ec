import * as z from 'zod/mini';
import { memberAccountParams, memberParams, messageResponse } from './common';
import { defineEndpoint } from './endpoint';

// The member's stored payment methods (Payment Profile) and auto payments (Auto Payments), doc 1
// §2.2. The specs name both pages but not their calls: the paths follow the contract's style.
// Card and bank numbers never reach the portal: the hosted provider keeps them and hands back a
// token, which the portal passes on once; the API answers a masked number.

const tag = 'Payment methods and auto pay';

/** A stored payment method: a card or a bank account, as masked by the provider. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(['card', 'bank']),
  maskedNumber: z.string(),
  cardBrand: z.nullish(z.string()),
  bankAccountType: z.nullish(z.string()),
  bankName: z.nullish(z.string()),
  expiry: z.nullish(z.string()),
  isDefault: z.boolean(),
  autoPayAccounts: z.array(z.string()),
});

export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** One account's auto payment. */
export const autoPayAccountSchema = z.object({
  accountNumber: z.string(),
  serviceAddress: z.nullish(z.string()),
  accountType: z.nullish(z.string()),
  enrolled: z.boolean(),
  paymentMethodId: z.nullish(z.string()),
  draftDay: z.nullish(z.number().check(z.int())),
  eligible: z.boolean(),
  notEligibleMessage: z.nullish(z.string()),
});

export type AutoPayAccount = z.output<typeof autoPayAccountSchema>;

/** The hosted provider's page for adding a method: where the form goes, and its fields' values. */
export const paymentMethodInitiationSchema = z.object({
  actionUrl: z.string(),
  clientId: z.string(),
  transNo: z.string(),
  securityToken: z.string(),
});

export type PaymentMethodInitiation = z.output<typeof paymentMethodInitiationSchema>;

/** The form posted to the hosted provider to add a method (names in the Quick Pay form's style). */
export const hostedMethodFormSchema = z.object({
  ClientId: z.string(),
  CustomData: z.string(),
  EnableCreditCard: z.string(),
  EnableECheck: z.string(),
  HostedCCReturn: z.string(),
  HostedCCCancel: z.string(),
  SecurityToken: z.string(),
});

export type HostedMethodForm = z.output<typeof hostedMethodFormSchema>;

/**
 * The provider's callbacks (on the API host) after adding a method; the success one carries the
 * provider's `token` and `maskedNumber` on to the portal's Payment Profile page.
 */
export const paymentMethodCallbackPaths = {
  success: '/PaymentCallback/payment-methods/success',
  cancel: '/PaymentCallback/payment-methods/cancel',
} as const;

const methodParams = z.extend(memberParams, { methodId: z.string().check(z.minLength(1)) });

export const getPaymentMethods = defineEndpoint({
  id: 'getPaymentMethods',
  tag,
  summary: 'The member’s stored payment methods.',
  spec: 'doc 1 §2.2 Payment Profile (calls not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/payment-methods',
  auth: 'member',
  params: memberParams,
  response: z.object({ paymentMethods: z.array(paymentMethodSchema) }),
});

export const startPaymentMethod = defineEndpoint({
  id: 'startPaymentMethod',
  tag,
  summary: 'Start adding a payment method on the hosted provider’s page.',
  spec: 'doc 1 §2.2, §3 hosted-payment form (path not shown)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/payment-methods/initiate',
  auth: 'member',
  applicationIdHeader: true,
  params: memberParams,
  body: z.object({ allowCard: z.boolean(), allowBank: z.boolean() }),
  response: paymentMethodInitiationSchema,
});

export const addPaymentMethod = defineEndpoint({
  id: 'addPaymentMethod',
  tag,
  summary: 'Store the payment method the provider’s token stands for.',
  spec: 'doc 1 §2.2 (path not shown)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/payment-methods',
  auth: 'member',
  params: memberParams,
  body: z.object({ token: z.string().check(z.minLength(1)) }),
  response: paymentMethodSchema,
});

export const setDefaultPaymentMethod = defineEndpoint({
  id: 'setDefaultPaymentMethod',
  tag,
  summary: 'Make a stored payment method the default.',
  spec: 'doc 1 §2.2 (path not shown)',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/payment-methods/{methodId}/default',
  auth: 'member',
  params: methodParams,
  response: messageResponse,
});

export const deletePaymentMethod = defineEndpoint({
  id: 'deletePaymentMethod',
  tag,
  summary: 'Remove a stored payment method (409 while an auto payment uses it).',
  spec: 'doc 1 §2.2; doc 2 §4 (path not shown)',
  method: 'DELETE',
  path: '/v3/member/{memberNumber}/payment-methods/{methodId}',
  auth: 'member',
  params: methodParams,
  response: messageResponse,
});

export const getAutoPayments = defineEndpoint({
  id: 'getAutoPayments',
  tag,
  summary: 'Each of the member’s accounts with its auto payment.',
  spec: 'doc 1 §2.2 Auto Payments, §9; doc 3 §3 (path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/auto-pay',
  auth: 'member',
  params: memberParams,
  response: z.object({ accounts: z.array(autoPayAccountSchema) }),
});

export const enrollAutoPay = defineEndpoint({
  id: 'enrollAutoPay',
  tag,
  summary: 'Enrol an account in auto pay with a stored method and a draft day.',
  spec: 'doc 1 §2.2; doc 3 §3, §5, §9 (path not shown)',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/auto-pay',
  auth: 'member',
  params: memberAccountParams,
  body: z.object({
    paymentMethodId: z.string().check(z.minLength(1)),
    draftDay: z.number().check(z.int(), z.gte(1), z.lte(28)),
  }),
  response: messageResponse,
});

export const stopAutoPay = defineEndpoint({
  id: 'stopAutoPay',
  tag,
  summary: 'Stop an account’s auto payment.',
  spec: 'doc 1 §2.2 (path not shown)',
  method: 'DELETE',
  path: '/v3/member/{memberNumber}/account/{accountNumber}/auto-pay',
  auth: 'member',
  params: memberAccountParams,
  response: messageResponse,
});
