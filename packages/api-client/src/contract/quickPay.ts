import * as z from 'zod/mini';
import { accountNumber, isoDate, memberNumber, memberParams, money, optionalText } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Quick Pay';

/** POST /v3/quick-pay/verify/account/phone body (doc 1 §7). */
export const quickPayVerifyRequestSchema = z.object({
  accountNumber,
  phoneLastFourDigits: z.string().check(z.regex(/^\d{4}$/, 'exactly 4 digits')),
});

/** The verified account of a Quick Pay verification (doc 1 §3). */
export const quickPayAccountSchema = z.object({
  accountNumber: z.string(),
  accountHolderName: z.string(),
  serviceAddress: optionalText,
  isPrepaidAccount: z.boolean(),
  prepaidLabel: optionalText,
  accountBalance: money,
  dueDate: z.nullish(isoDate),
  pastDueAmount: money,
  reconnectFee: money,
  additionalDeposit: money,
  liabilityConfirmationAmount: money,
  showLiabilityConfirmation: z.boolean(),
  cutoffAmount: money,
  derivedStatus: optionalText,
  disconnectFee: money,
  minimumPaymentDue: money,
  overPayAmount: money,
  prepaidReconnectAmount: money,
  isCcEligible: z.boolean(),
  isEcheckEligible: z.boolean(),
  nomoreCheck: z.boolean(),
});

/** Quick pay verification response (doc 1 §3). */
export const quickPayVerificationSchema = z.object({
  quickPayToken: z.string(),
  memberNumber,
  encryptedAccount: z.string(),
  account: quickPayAccountSchema,
});

/** The 'ACCOUNT BALANCE' default-amount setting (doc 1 §4.1). */
export const ACCOUNT_BALANCE_DEFAULT = 'ACCOUNT BALANCE';

/** Payment settings (doc 1 §3), shared by Quick Pay and the member's payment settings. */
export const paymentSettingsSchema = z.object({
  paymentSettings: z.object({
    utilityAllowCreditCard: z.boolean(),
    utilityAllowEcheck: z.boolean(),
    allowVisa: z.boolean(),
    allowMaster: z.boolean(),
    allowAmex: z.boolean(),
    allowDiscover: z.boolean(),
    memberHasCutoffAccount: z.boolean(),
    prepaidMinimumPaymentAmount: money,
    allowOverPay: z.boolean(),
    allowUnderPay: z.boolean(),
    lastPayment: z.nullish(z.object({ paymentAmount: money, paymentDate: isoDate })),
    maxChargeAmount: z.nullish(money),
  }),
  echeckProcessAsDraft: z.boolean(),
  enforceNoMoreEchecks: z.boolean(),
  pgClientId: optionalText,
  applicationWebId: optionalText,
  utilityName: z.string(),
  payOnlinePayCutoffAccount: z.boolean(),
  cutoffMessage: optionalText,
  defaultPaymentAmt: optionalText,
  payOnlineAllowCutoffPaymentOverride: z.boolean(),
  ccPrepaidAmountMinimum: z.nullish(money),
  onlineConvFeeText: optionalText,
});

export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

/** One entry of a payment request's accountsToPay (doc 1 §3). */
export const paymentAccountSchema = z.object({
  accountNumber: z.string(),
  accountBalance: money,
  paymentAmount: money,
  dueDate: z.nullish(isoDate),
  pastDueAmount: money,
  reconnectFee: money,
  additionalDeposit: money,
  arrangementAmount: z
    .literal(0)
    .register(z.globalRegistry, { description: 'Always 0 (doc 1 §9).' }),
  liabilityConfirmationAmount: money,
  showLiabilityConfirmation: z.boolean(),
  cutoffAmount: money,
  derivedStatus: optionalText,
  disconnectFee: money,
  isPrepaidAccount: z.boolean(),
  minimumPaymentAmount: money,
  overPayAmount: money,
  prepaidReconnectAmount: money,
});

export type PaymentAccount = z.output<typeof paymentAccountSchema>;

/** Payment request (doc 1 §3): Quick Pay and the member's payments. */
export const paymentRequestSchema = z.object({
  accountsToPay: z.array(paymentAccountSchema).check(z.minLength(1)),
  amount: money,
  // A copy of money with its own description (registering money itself would change it everywhere).
  reconnectFee: money
    .clone()
    .register(z.globalRegistry, { description: 'Sum of the accounts’ reconnect fees.' }),
  additionalDeposit: money
    .clone()
    .register(z.globalRegistry, { description: 'Sum of the accounts’ additional deposits.' }),
  arrangementPaymentAmount: z.literal(0),
  reconnectMeter: z.literal(true),
});

export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** Payment initiation response (doc 1 §3): where and how to post the hosted-payment form. */
export const paymentInitiationSchema = z.object({
  paymentRequisitionSettings: z.object({
    actionUrl: z.string(),
    clientId: z.string(),
    transNo: z.string(),
    securityToken: z.string(),
  }),
  /** The same shape as the payment settings (with applicationWebId, utilityName and the echeck flags). */
  configuration: paymentSettingsSchema,
});

export type PaymentInitiation = z.output<typeof paymentInitiationSchema>;

/** One account of a payment's result: what was paid on it and its balance after the payment. */
export const paymentResultAccountSchema = z.object({
  accountNumber: z.string(),
  paymentAmount: money,
  accountBalance: z.nullish(money),
});

/**
 * Payment result (doc 2 §3), for Quick Pay and member payments. `accounts` is ours: a payment of
 * several accounts (Pay Multiple Accounts) tells the result of each; the doc 2 §3 fields are the
 * payment's as a whole (paymentAmount its total).
 */
export const paymentResultSchema = z.object({
  postbackMessage: optionalText,
  accountBalance: z.nullish(money),
  paymentAmount: z.nullish(money),
  convenienceFee: z.nullish(money),
  cardOrBankAccountNumberLastFourDigits: optionalText,
  confirmationNumber: optionalText,
  accounts: z.optional(z.array(paymentResultAccountSchema)),
});

export type PaymentResult = z.output<typeof paymentResultSchema>;

/** Card type codes of AcceptedCreditCardTypes (doc 1 §4.1, §9). */
export const cardTypeCodes = ['VI', 'MC', 'AX', 'DI'] as const;

/**
 * The hosted-payment form posted to the provider (doc 1 §3), field names verbatim. Values are
 * strings, as a form posts them.
 */
export const hostedPaymentFormSchema = z.object({
  ClientReferenceId: z.string(),
  CoopNumber: z.string(),
  UtilityName: z.string(),
  AccountNumber: z.string(),
  AccountDisplay: z.string(),
  Balance: z.string(),
  ApplicationId: z.string(),
  IsPostbackRequired: z.string(),
  EnableCreditCard: z.string(),
  EnableECheck: z.string(),
  HostedCCReturn: z.string(),
  HostedCCCancel: z.string(),
  TaxIncludedInBillAmount: z.string(),
  PaymentType: z.string(),
  AcceptedCreditCardTypes: z.string(),
  IsQuickPay: z
    .string()
    .register(z.globalRegistry, { description: "Always 'true' for Quick Pay." }),
  AuthorizationToken: z.string(),
  CCConvenienceFee: z.string(),
  ECConvenienceFee: z.string(),
  MaxCCAmount: z
    .string()
    .register(z.globalRegistry, { description: "'0' when the max charge amount is missing." }),
});

export type HostedPaymentForm = z.output<typeof hostedPaymentFormSchema>;

/**
 * Where the provider returns to, on the same host as the API (doc 1 §4.1; doc 3 §7 for drafts).
 * The API then sends the browser on to the portal's result page.
 */
export const paymentCallbackPaths = {
  quickPaySuccess: '/PaymentCallback/quick-pay/success',
  quickPayCancel: '/PaymentCallback/quick-pay/cancel',
  paymentSuccess: '/PaymentCallback/payments/success',
  paymentCancel: '/PaymentCallback/payments/cancel',
  draftSuccess: '/PaymentCallback/drafts/success',
  draftCancel: '/PaymentCallback/drafts/cancel',
} as const;

export const verifyQuickPayAccount = defineEndpoint({
  id: 'verifyQuickPayAccount',
  tag,
  summary: 'Verify an account by account number plus the last four phone digits.',
  spec: 'doc 1 §7',
  method: 'POST',
  path: '/v3/quick-pay/verify/account/phone',
  auth: 'none',
  applicationIdHeader: true,
  body: quickPayVerifyRequestSchema,
  response: quickPayVerificationSchema,
});

export const getQuickPayPaymentSettings = defineEndpoint({
  id: 'getQuickPayPaymentSettings',
  tag,
  summary: 'Payment settings for the verified member (quick-pay token).',
  spec: 'doc 1 §7',
  method: 'GET',
  path: '/v3/quick-pay/member/{memberNumber}/payments/settings',
  auth: 'quickPay',
  params: memberParams,
  query: z.object({ applicationId: z.string() }),
  response: paymentSettingsSchema,
});

export const initiateQuickPayPayment = defineEndpoint({
  id: 'initiateQuickPayPayment',
  tag,
  summary: 'Start a Quick Pay payment; answers the hosted-payment form target and settings.',
  spec: 'doc 1 §7',
  method: 'POST',
  path: '/v3/quick-pay/member/{memberNumber}/pay',
  auth: 'quickPay',
  params: memberParams,
  query: z.object({ encryptedAccount: z.string() }),
  body: paymentRequestSchema,
  response: paymentInitiationSchema,
});

export const getQuickPayPaymentStatus = defineEndpoint({
  id: 'getQuickPayPaymentStatus',
  tag,
  summary: 'The result of a Quick Pay payment after the provider returned.',
  spec: 'doc 1 §7, doc 2 §3',
  method: 'GET',
  path: '/v3/quick-pay/payments/status',
  auth: 'quickPay',
  query: z.object({ encryptedPayload: z.string() }),
  response: paymentResultSchema,
});
