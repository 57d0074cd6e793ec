import * as z from 'zod/mini';
import { accountParams, base64File, isoDate, money, optionalText } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Billing and payment history';

/** Payment history item (doc 2 §3). */
export const paymentHistoryItemSchema = z.object({
  paymentAmount: money,
  paymentDate: isoDate,
});

/** Billing history item (doc 2 §3); the prepaid fields only for prepaid accounts. */
export const billingHistoryItemSchema = z.object({
  billDate: isoDate,
  dueDate: z.nullish(isoDate),
  statementStartDate: z.nullish(isoDate),
  endingBalance: money,
  billType: optionalText,
  billViewUrl: optionalText,
  billViewUrlFileBytes: z.optional(base64File),
  prepaidDailyTotal: z.nullish(money),
  prepaidUsageDollars: z.nullish(money),
  prepaidCharges: z.nullish(money),
  prepaidTaxes: z.nullish(money),
});

export type PaymentHistoryItem = z.output<typeof paymentHistoryItemSchema>;
export type BillingHistoryItem = z.output<typeof billingHistoryItemSchema>;

/**
 * Combined record (doc 2 §3): one row of the overview's Billing & Payment History, built from the
 * payment and billing history answers: amount, historyType (Payment, or Billing/Bill), recordDate,
 * plus the bill fields for a bill.
 */
export const historyRecordSchema = z.extend(z.partial(billingHistoryItemSchema), {
  amount: money,
  historyType: z.enum(['Payment', 'Billing', 'Bill']),
  recordDate: isoDate,
});

export type HistoryRecord = z.output<typeof historyRecordSchema>;

export const getPaymentHistory = defineEndpoint({
  id: 'getPaymentHistory',
  tag,
  summary: 'Payments of an account, newest first (the answer has results).',
  spec: 'doc 2 §7 (path not shown)',
  method: 'GET',
  path: '/v3/account/{accountNumber}/payments/history',
  auth: 'member',
  params: accountParams,
  response: z.object({ results: z.array(paymentHistoryItemSchema) }),
});

export const getBillingHistory = defineEndpoint({
  id: 'getBillingHistory',
  tag,
  summary: 'Bills of an account, newest first.',
  spec: 'doc 2 §7 (path not shown)',
  method: 'GET',
  path: '/v3/account/{accountNumber}/bills/history',
  auth: 'member',
  params: accountParams,
  response: z.array(billingHistoryItemSchema),
});

export const getBillPdf = defineEndpoint({
  id: 'getBillPdf',
  tag,
  summary:
    'A bill as PDF (bill parameters and a timestamp); null bytes when the statement is missing.',
  spec: 'doc 2 §7 (path not shown), §8',
  method: 'GET',
  path: '/v3/account/{accountNumber}/bills/pdf',
  auth: 'member',
  params: accountParams,
  query: z.object({
    billDate: isoDate,
    billViewUrl: z.optional(z.string()),
    timestamp: z.union([z.number(), z.string()]),
  }),
  errors: { kind: 'fixed', message: 'billFileNotFound' },
  response: z.object({ fileName: optionalText, billViewUrlFileBytes: base64File }),
});

export const getCapitalCreditPdf = defineEndpoint({
  id: 'getCapitalCreditPdf',
  tag,
  summary: 'The capital credit statement as PDF.',
  spec: 'doc 2 §7 (path not shown), §8',
  method: 'GET',
  path: '/v3/account/{accountNumber}/capital-credits/pdf',
  auth: 'member',
  params: accountParams,
  query: z.object({ viewccPdfUrl: z.string(), timestamp: z.union([z.number(), z.string()]) }),
  errors: { kind: 'fixed', message: 'capitalCreditFileNotFound' },
  response: z.object({ fileName: optionalText, ccViewUrlFileBytes: base64File }),
});

/** A deposit held on an account (the Deposits page; fields not shown in the specs). */
export const depositSchema = z.object({
  depositDate: isoDate,
  depositAmount: money,
  depositType: z.string(),
  interestAmount: z.nullish(money),
  refundDate: z.nullish(isoDate),
  status: z.string(),
});

/** A payment arrangement (doc 2 §3 account info arrangement, with the arrangement's history). */
export const arrangementSchema = z.object({
  arrangementNotation: optionalText,
  arrangementBalance: money,
  nextPaymentAmount: money,
  nextPaymentDueDate: isoDate,
  startDate: z.nullish(isoDate),
  installments: z._default(
    z.array(z.object({ dueDate: isoDate, amount: money, paid: z.boolean() })),
    [],
  ),
});

export const getDeposits = defineEndpoint({
  id: 'getDeposits',
  tag,
  summary: 'Deposits held on an account (Billing › Deposits).',
  spec: 'doc 1 §2.2 (implied; fields and path not shown)',
  method: 'GET',
  path: '/v3/account/{accountNumber}/deposits',
  auth: 'member',
  params: accountParams,
  response: z.array(depositSchema),
});

export const getArrangements = defineEndpoint({
  id: 'getArrangements',
  tag,
  summary: 'Payment arrangements of an account (Billing › Arrangements).',
  spec: 'doc 1 §2.2, doc 2 §2.1 (implied; path not shown)',
  method: 'GET',
  path: '/v3/account/{accountNumber}/arrangements',
  auth: 'member',
  params: accountParams,
  response: z.array(arrangementSchema),
});
