import * as z from 'zod/mini';
import { accountNumber, accountParams, isoDate, messageResponse } from './common';
import { defineEndpoint } from './endpoint';
import { idempotencyHeaders } from './idempotency';

const tag = 'Service requests';

/** Service order type (doc 3 §3). */
export const serviceOrderTypeSchema = z.object({
  workTypeID: z.union([z.string(), z.number()]),
  description: z.string(),
});

/** Service order (doc 3 §3). */
export const serviceOrderSchema = z.object({
  description: z.string(),
  creation: isoDate,
  soNumber: z.string(),
  reviewed: z
    .union([z.boolean(), z.string()])
    .register(z.globalRegistry, { description: 'Review status.' }),
});

/** Service request payload (doc 3 §3). */
export const serviceRequestSchema = z.object({
  accountNumber,
  workType: z.union([z.string(), z.number()]),
  comments: z.string().check(z.maxLength(400)),
  phone: z.string().check(z.regex(/^\d{10}$/, 'digits only')),
});

/** An account type for a new-service application (doc 1 §2.3; fields not shown). */
export const serviceAccountTypeSchema = z.object({
  accountType: z.string(),
  description: z.string(),
});

export const getServiceAccountTypes = defineEndpoint({
  id: 'getServiceAccountTypes',
  tag,
  summary: 'Account types for service requests (Application for service tile; no payload).',
  spec: 'doc 1 §2.3, §7 (path not shown)',
  method: 'GET',
  path: '/v2/applicationforservice/accounttypes',
  auth: 'none',
  applicationIdHeader: true,
  response: z.array(serviceAccountTypeSchema),
});

export const getServiceOrderTypes = defineEndpoint({
  id: 'getServiceOrderTypes',
  tag,
  summary: 'Service order types for an account.',
  spec: 'doc 3 §7',
  method: 'GET',
  path: '/v2/applicationforservice/serviceordertypes/{accountNumber}',
  auth: 'member',
  params: accountParams,
  response: z.array(serviceOrderTypeSchema),
});

export const processServiceOrder = defineEndpoint({
  id: 'processServiceOrder',
  tag,
  summary: 'File a service request; the answer’s message is shown to the member.',
  spec: 'doc 3 §7',
  method: 'POST',
  path: '/v2/applicationforservice/processserviceorder',
  auth: 'member',
  body: serviceRequestSchema,
  response: messageResponse,
});

export const getServiceOrders = defineEndpoint({
  id: 'getServiceOrders',
  tag,
  summary: 'Service requests of an account.',
  spec: 'doc 3 §7',
  method: 'GET',
  path: '/v2/applicationforservice/getserviceorders/{accountNumber}',
  auth: 'member',
  params: accountParams,
  response: z.array(serviceOrderSchema),
});

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
