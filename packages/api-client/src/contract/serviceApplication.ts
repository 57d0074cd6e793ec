import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idempotencyHeaders } from './idempotency';

// A module of its own (not serviceRequests): the home page reads the account types, and should not
// download the application's schemas with them.
const tag = 'Service requests';

/** An address of a new-service application (ours: doc 1 §2.3 gives no form). */
export const serviceApplicationAddressSchema = z.object({
  address1: z.string().check(z.minLength(1), z.maxLength(60)),
  address2: z.string().check(z.maxLength(60)),
  city: z.string().check(z.minLength(1), z.maxLength(30)),
  state: z.string().check(z.length(2)),
  zip: z.string().check(z.regex(/^\d{5}(\d{4})?$/)),
});

/** A new-service application (ours: doc 1 §2.3 gives the tile and account types, not the form). */
export const serviceApplicationSchema = z.object({
  accountType: z.nullable(z.string()),
  businessName: z.nullable(z.string().check(z.maxLength(125))),
  firstName: z.string().check(z.minLength(1), z.maxLength(28)),
  lastName: z.string().check(z.minLength(1), z.maxLength(28)),
  phone: z.string().check(z.regex(/^\d{10}$/)),
  email: z.string().check(z.minLength(3), z.maxLength(100)),
  serviceAddress: serviceApplicationAddressSchema,
  mailingAddress: z.nullable(serviceApplicationAddressSchema),
  requestedStartDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  comments: z.string().check(z.maxLength(1000)),
  agreedToTerms: z.literal(true),
});

/** The answer to a new-service application: its confirmation number. */
export const serviceApplicationReceiptSchema = z.object({
  confirmationNumber: z.string(),
});

export const submitServiceApplication = defineEndpoint({
  id: 'submitServiceApplication',
  tag,
  summary: 'Apply for new service as a guest, once per Idempotency-Key.',
  spec: 'ours: doc 1 §2.3',
  method: 'POST',
  path: '/v2/applicationforservice/application',
  auth: 'none',
  applicationIdHeader: true,
  body: serviceApplicationSchema,
  headers: idempotencyHeaders,
  response: serviceApplicationReceiptSchema,
});
