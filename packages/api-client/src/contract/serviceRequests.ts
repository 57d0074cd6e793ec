import * as z from 'zod/mini';
import { accountNumber, accountParams, isoDate, messageResponse } from './common';
import { defineEndpoint } from './endpoint';

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
  applicationIdQuery: true,
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
