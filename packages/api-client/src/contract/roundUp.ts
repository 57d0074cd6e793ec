import * as z from 'zod/mini';
import { isoDate, memberParams, messageResponse, money } from './common';
import { defineEndpoint } from './endpoint';

/** RoundUp update item (doc 3 §3). */
export const roundUpUpdateItemSchema = z.object({
  accountNumber: z.string(),
  isRoundUp: z.boolean(),
  amount: z.nullable(money),
  expireDate: z
    .nullable(isoDate)
    .register(z.globalRegistry, { description: 'Formatted date (MM/dd/yyyy) or null.' }),
});

export const updateRoundUp = defineEndpoint({
  id: 'updateRoundUp',
  tag: 'Operation RoundUp',
  summary: 'Update Operation RoundUp for several accounts; account details are then reloaded.',
  spec: 'doc 3 §3, §7 (path not shown; member number in path)',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/roundup',
  auth: 'member',
  params: memberParams,
  body: z.array(roundUpUpdateItemSchema).check(z.minLength(1)),
  response: messageResponse,
});
