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

/** A new contact for notifications: an e-mail address or a mobile phone for text messages. */
export const addNotificationContactRequestSchema = z.object({
  type: z.enum(['Email', 'SMS']),
  value: z.string().check(z.minLength(1)),
});

/** The verification code sent to a new contact: 6 digits. */
export const verifyNotificationContactRequestSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, '6 digits')),
});

/** Path parameters of calls about one contact of one member. */
const contactParams = z.extend(memberParams, { contactId: z.string().check(z.minLength(1)) });

export const addNotificationContact = defineEndpoint({
  id: 'addNotificationContact',
  tag,
  summary:
    'Add an e-mail address or mobile phone for notifications; the server sends it a verification code and answers the new, unverified contact.',
  spec: 'doc 1 §2.2 (implied; fields and path not shown)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/notifications/contacts',
  auth: 'member',
  params: memberParams,
  body: addNotificationContactRequestSchema,
  response: notificationContactSchema,
});

export const verifyNotificationContact = defineEndpoint({
  id: 'verifyNotificationContact',
  tag,
  summary:
    'Verify a contact with the code sent to it; `verified` false when the code does not match.',
  spec: 'doc 1 §2.2 (implied; fields and path not shown)',
  method: 'POST',
  path: '/v3/member/{memberNumber}/notifications/contacts/{contactId}/verify',
  auth: 'member',
  params: contactParams,
  body: verifyNotificationContactRequestSchema,
  response: z.object({ verified: z.boolean() }),
});

export const deleteNotificationContact = defineEndpoint({
  id: 'deleteNotificationContact',
  tag,
  summary: 'Remove a contact; its alerts no longer go to it.',
  spec: 'doc 1 §2.2 (implied; fields and path not shown)',
  method: 'DELETE',
  path: '/v3/member/{memberNumber}/notifications/contacts/{contactId}',
  auth: 'member',
  params: contactParams,
  response: messageResponse,
});
