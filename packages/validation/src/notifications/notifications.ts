import * as z from 'zod/mini';
import { formText } from '../shared/fields';
import { isUsPhone, phoneDigits } from '../shared/phone';
import { isValidEmail, normalizeEmail } from '../shared/rules';
import { notificationsMessages, type NotificationsMessages } from './messages';

/** Limits of the Manage Contacts fields. */
export const notificationsLimits = {
  /** The e-mail length My Profile allows (doc 2 §5). */
  emailMaxLength: 60,
  /** A masked US phone, (987) 456-1230. */
  phoneMaxLength: 14,
  /** The verification code sent to a new contact. */
  codeLength: 6,
} as const;

/** The two ways a contact receives alerts: an e-mail address, or a mobile phone for text messages. */
export type ContactType = 'Email' | 'SMS';
/** The channels of an alert, as a subscription holds them. */
export type Channel = 'email' | 'sms';

/** The channel of a contact type: an e-mail address receives e-mails, a mobile phone texts. */
export const channelOf = (type: ContactType): Channel => (type === 'Email' ? 'email' : 'sms');

/**
 * A new contact: an e-mail address (required, a valid address of at most 60 characters) or a
 * mobile phone (required, in the (987) 456-1230 form). The value is sent trimmed; an e-mail
 * lowercased.
 */
export function createContactSchema(messages: NotificationsMessages = notificationsMessages) {
  return z.pipe(
    z.object({
      type: z.enum(['Email', 'SMS']),
      value: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
    }),
    z.transform((contact, ctx) => {
      const message = contactValueMessage(contact.type, contact.value, messages);
      if (message) ctx.issues.push({ code: 'custom', message, path: ['value'], input: contact });
      return {
        type: contact.type,
        value: contact.type === 'Email' ? normalizeEmail(contact.value) : contact.value,
      };
    }),
  );
}

/** The message for a new contact's value, or undefined when it is fine. */
export function contactValueMessage(
  type: ContactType,
  value: string,
  messages: NotificationsMessages = notificationsMessages,
): string | undefined {
  const text = value.trim();
  if (type === 'Email') {
    if (text === '') return messages.emailRequired;
    if (text.length > notificationsLimits.emailMaxLength) {
      return messages.tooLong(notificationsLimits.emailMaxLength);
    }
    return isValidEmail(text, notificationsLimits.emailMaxLength)
      ? undefined
      : messages.emailInvalid;
  }
  if (text === '') return messages.phoneRequired;
  return isUsPhone(text) ? undefined : messages.phoneInvalid;
}

/** The message for a verification code, or undefined when it is 6 digits. */
export function verificationCodeMessage(
  code: string,
  messages: NotificationsMessages = notificationsMessages,
): string | undefined {
  const text = code.trim();
  if (text === '') return messages.codeRequired;
  if (!/^\d+$/.test(text)) return messages.codeDigitsOnly;
  return text.length === notificationsLimits.codeLength ? undefined : messages.codeLength;
}

/** The verification code of a new contact: required, digits only, 6 of them; sent trimmed. */
export function createVerificationCodeSchema(
  messages: NotificationsMessages = notificationsMessages,
) {
  return z.object({
    code: z.pipe(
      formText(),
      z.transform((value, ctx) => {
        const message = verificationCodeMessage(value, messages);
        if (message) ctx.issues.push({ code: 'custom', message, input: value });
        return value.trim();
      }),
    ),
  });
}

/** Whether a new contact is already on the list: same type and the same address or number. */
export function isContactListed(
  contacts: readonly { type: ContactType; value: string }[],
  type: ContactType,
  value: string,
): boolean {
  const key = (text: string) => (type === 'Email' ? normalizeEmail(text) : phoneDigits(text));
  return contacts.some((contact) => contact.type === type && key(contact.value) === key(value));
}

/** A subscription as the API sends it: one alert of one account, on or off per channel. */
export interface Subscription {
  notificationId: string;
  description: string;
  accountNumber?: string | null;
  email: boolean;
  sms: boolean;
}

/** A contact as the API sends it. */
export interface Contact {
  contactId: string;
  type: ContactType;
  value: string;
  verified: boolean;
}

/** One alert of an account with its channels: `offered` when a verified contact receives it. */
export interface AlertChoice {
  notificationId: string;
  description: string;
  channels: { channel: Channel; on: boolean; offered: boolean; contacts: string[] }[];
}

/** An account's alerts (the member's, `accountNumber` null, for alerts of no account). */
export interface AccountAlerts {
  accountNumber: string | null;
  alerts: AlertChoice[];
}

/**
 * Where a channel's alerts go: every verified contact of its kind (e-mail addresses for 'email',
 * mobile phones for 'sms'), as the member entered them.
 */
export function receivers(contacts: readonly Contact[], channel: Channel): string[] {
  return contacts
    .filter((contact) => contact.verified && channelOf(contact.type) === channel)
    .map((contact) => contact.value);
}

/**
 * The notifications overview's figures: how many alert channels are on across the subscriptions,
 * and how many of the contacts are verified (of how many).
 */
export function notificationsSummary(
  subscriptions: readonly Subscription[],
  contacts: readonly Contact[],
): { alertsOn: number; verifiedContacts: number; contacts: number } {
  return {
    alertsOn: subscriptions.reduce(
      (count, subscription) => count + Number(subscription.email) + Number(subscription.sms),
      0,
    ),
    verifiedContacts: contacts.filter((contact) => contact.verified).length,
    contacts: contacts.length,
  };
}

/**
 * The alerts × channels of the member's subscriptions, per account in the order of `accounts`
 * (then any account the subscriptions name that is not in it, then alerts of no account). A
 * channel is offered only when the member has a verified contact of its kind: alerts go by e-mail
 * to every verified e-mail address and by text to every verified mobile phone (`contacts` lists
 * them). A channel that is on stays shown as on even without a contact, so that a save keeps it.
 */
export function alertsByAccount(
  subscriptions: readonly Subscription[],
  contacts: readonly Contact[],
  accounts: readonly string[] = [],
): AccountAlerts[] {
  const byChannel = { email: receivers(contacts, 'email'), sms: receivers(contacts, 'sms') };
  const order = [
    ...accounts,
    ...subscriptions
      .map((subscription) => subscription.accountNumber ?? null)
      .filter((account): account is string => account !== null && !accounts.includes(account)),
  ];
  const keys: (string | null)[] = [...new Set(order)];
  if (subscriptions.some((subscription) => !subscription.accountNumber)) keys.push(null);
  return keys
    .map((accountNumber) => ({
      accountNumber,
      alerts: subscriptions
        .filter((subscription) => (subscription.accountNumber ?? null) === accountNumber)
        .map((subscription) => ({
          notificationId: subscription.notificationId,
          description: subscription.description,
          channels: (['email', 'sms'] as const).map((channel) => ({
            channel,
            on: subscription[channel],
            offered: byChannel[channel].length > 0,
            contacts: byChannel[channel],
          })),
        })),
    }))
    .filter((group) => group.alerts.length > 0);
}

/** The member's choices: notification id → the channels that are on. */
export type AlertChoices = Record<string, { email: boolean; sms: boolean }>;

/** The choices as the subscriptions hold them (the form's starting values). */
export function choicesOf(subscriptions: readonly Subscription[]): AlertChoices {
  return Object.fromEntries(
    subscriptions.map((subscription) => [
      subscription.notificationId,
      { email: subscription.email, sms: subscription.sms },
    ]),
  );
}

/** Whether the choices differ from the subscriptions (something to save). */
export function hasChanges(subscriptions: readonly Subscription[], choices: AlertChoices): boolean {
  return subscriptions.some((subscription) => {
    const choice = choices[subscription.notificationId];
    return (
      choice !== undefined &&
      (choice.email !== subscription.email || choice.sms !== subscription.sms)
    );
  });
}

/**
 * The body of the save: every subscription with the member's choices, the contacts unchanged
 * (they change through their own calls).
 */
export function notificationsToSave<S extends Subscription, C extends Contact>(
  current: { subscriptions: readonly S[]; contacts: readonly C[] },
  choices: AlertChoices,
): { subscriptions: S[]; contacts: C[] } {
  return {
    subscriptions: current.subscriptions.map((subscription) => ({
      ...subscription,
      ...choices[subscription.notificationId],
    })),
    contacts: [...current.contacts],
  };
}
