import * as z from 'zod/mini';
import { accountParams, isoDate, money, optionalText } from './common';
import { defineEndpoint } from './endpoint';

const delinquentTag = 'Delinquents';

/** Delinquent record (doc 3 §3). */
export const delinquentRecordSchema = z.object({
  billDate: isoDate,
  pastDue: money,
  lateFee: money,
  cutoffDate: z.nullish(isoDate),
  delinquentViewUrl: optionalText,
  delinquentProcessedDate: z.nullish(isoDate),
});

export const getDelinquentHistory = defineEndpoint({
  id: 'getDelinquentHistory',
  tag: delinquentTag,
  summary: 'Delinquent notices of an account.',
  spec: 'doc 3 §3, §7 (path not shown; account number), §8',
  method: 'GET',
  path: '/v3/account/{accountNumber}/delinquents',
  auth: 'member',
  params: accountParams,
  errors: { kind: 'fixed', message: 'supportUnavailable' },
  response: z.array(delinquentRecordSchema),
});

export const getDelinquentPdf = defineEndpoint({
  id: 'getDelinquentPdf',
  tag: delinquentTag,
  summary: 'A delinquent notice as PDF (view URL, .NET ticks timestamp, processed date).',
  spec: 'doc 3 §3, §7 (path not shown), §8',
  method: 'GET',
  path: '/v3/delinquents/pdf',
  auth: 'member',
  query: z.object({
    delinquentViewUrl: z.string(),
    ticks: z.union([z.number(), z.string()]),
    delinquentProcessedDate: z.optional(z.string()),
  }),
  errors: { kind: 'fixed', message: 'delinquentFileNotFound' },
  response: z.object({ fileName: optionalText, delinquentViewUrlFileBytes: z.string() }),
});
