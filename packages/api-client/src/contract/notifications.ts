import * as z from 'zod/mini';
import { memberParams, messageResponse, optionalText } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Notifications';

/**
 * A notification the member can subscribe to (Manage Notifications, doc 1 §2.2; the specs show no
 * fields, these are chosen here).
 */
export const notificationSubscriptionSchema = z.object({
  notificationId: z.string(),
  description: z.string(),
  accountNumber: optionalText,
  email: z.boolean(),
  sms: z.boolean(),
});

/** A contact that receives notifications (Manage Contacts, doc 1 §2.2; fields chosen here). */
export const notificationContactSchema = z.object({
  contactId: z.string(),
  type: z.enum(['Email', 'SMS']),
  value: z.string(),
  verified: z.boolean(),
});

export const notificationsSchema = z.object({
  subscriptions: z.array(notificationSubscriptionSchema),
  contacts: z.array(notificationContactSchema),
});

export const getNotifications = defineEndpoint({
  id: 'getNotifications',
  tag,
  summary: 'The member’s notification subscriptions and contacts.',
  spec: 'doc 1 §2.2 (implied; fields and path not shown)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/notifications',
  auth: 'member',
  params: memberParams,
  response: notificationsSchema,
});

export const updateNotifications = defineEndpoint({
  id: 'updateNotifications',
  tag,
  summary: 'Save the member’s notification subscriptions and contacts.',
  spec: 'doc 1 §2.2 (implied; fields and path not shown)',
  method: 'PUT',
  path: '/v3/member/{memberNumber}/notifications',
  auth: 'member',
  params: memberParams,
  body: notificationsSchema,
  response: messageResponse,
});
