import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  alertsByAccount,
  choicesOf,
  createContactSchema,
  createVerificationCodeSchema,
  hasChanges,
  isContactListed,
  isNotificationsAvailable,
  notificationsSummary,
  notificationsToSave,
  receivers,
  type Contact,
  type Subscription,
} from './index';

const on = [{ name: 'Notifications', enable: true }];

describe('doc 1 §2.2 Notifications: the pages follow the menu’s rule', () => {
  it.each([
    [on, true, true],
    [on, false, false],
    [on, null, false],
    [[{ name: 'Notifications', enable: false }], true, false],
    [[], true, false],
    [null, true, false],
  ])('features %j, allowSubscribeForNotification %s → %s', (features, allow, available) => {
    expect(isNotificationsAvailable(features, { allowSubscribeForNotification: allow })).toBe(
      available,
    );
  });
});

describe('doc 1 §2.2 Manage Contacts: a new e-mail or mobile phone', () => {
  const schema = createContactSchema();
  it.each([
    [{ type: 'Email', value: '' }, { value: 'Please enter email.' }],
    [{ type: 'Email', value: 'ann@' }, { value: 'Please enter a valid email address.' }],
    [
      { type: 'Email', value: `${'a'.repeat(55)}@example.com` },
      { value: 'Please enter no more than 60 characters.' },
    ],
    [{ type: 'Email', value: ' Ann@Example.com ' }, {}],
    [{ type: 'SMS', value: '' }, { value: 'Phone Number is required.' }],
    [
      { type: 'SMS', value: '555-014-2468' },
      { value: 'Invalid phone format.(Ex: (987) 456-1230)' },
    ],
    [{ type: 'SMS', value: '(555) 014-2468' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(schema, values).errors).toEqual(errors);
  });

  it('sends an e-mail trimmed and lowercased, a phone as typed in the mask', () => {
    expect(validateForm(schema, { type: 'Email', value: ' Ann@Example.com ' }).data).toEqual({
      type: 'Email',
      value: 'ann@example.com',
    });
    expect(validateForm(schema, { type: 'SMS', value: '(555) 014-2468' }).data).toEqual({
      type: 'SMS',
      value: '(555) 014-2468',
    });
  });

  it('knows a contact already on the list (e-mail without regard to case, phone by digits)', () => {
    const contacts = [
      { type: 'Email' as const, value: 'jordan.rivers@example.com' },
      { type: 'SMS' as const, value: '(555) 014-1111' },
    ];
    expect(isContactListed(contacts, 'Email', 'Jordan.Rivers@Example.com')).toBe(true);
    expect(isContactListed(contacts, 'SMS', '555.014.1111')).toBe(true);
    expect(isContactListed(contacts, 'SMS', '(555) 014-2222')).toBe(false);
  });
});

describe('doc 1 §2.2 Manage Contacts: the verification code', () => {
  const schema = createVerificationCodeSchema();
  it.each([
    ['', 'Please enter verification code.'],
    ['12a456', 'Verification code should contain only digits.'],
    ['12345', 'Please enter the 6-digit verification code.'],
    ['1234567', 'Please enter the 6-digit verification code.'],
    [' 135790 ', undefined],
  ])('%j → %s', (code, message) => {
    expect(validateForm(schema, { code }).errors.code).toBe(message);
  });
});

describe('doc 1 §2.2 Manage Notifications: alerts × channels per account', () => {
  const subscription = (id: string, account: string | null, email: boolean, sms: boolean) => ({
    notificationId: id,
    description: id,
    accountNumber: account,
    email,
    sms,
  });
  const subscriptions: Subscription[] = [
    subscription('BILL-3000002', '3000002', true, false),
    subscription('BILL-1000001', '1000001', true, false),
    subscription('OUTAGE-1000001', '1000001', false, true),
    subscription('NEWS', null, false, false),
  ];
  const contacts: Contact[] = [
    { contactId: 'C1', type: 'Email', value: 'a@example.com', verified: true },
    { contactId: 'C2', type: 'SMS', value: '(555) 014-1111', verified: false },
  ];

  it('groups by account in the member’s order, alerts of no account last; a channel is offered only with a verified contact of its kind', () => {
    const groups = alertsByAccount(subscriptions, contacts, ['1000001', '3000002']);
    expect(groups.map((group) => group.accountNumber)).toEqual(['1000001', '3000002', null]);
    expect(groups[0]!.alerts.map((alert) => alert.notificationId)).toEqual([
      'BILL-1000001',
      'OUTAGE-1000001',
    ]);
    expect(groups[0]!.alerts[1]!.channels).toEqual([
      { channel: 'email', on: false, offered: true, contacts: ['a@example.com'] },
      { channel: 'sms', on: true, offered: false, contacts: [] },
    ]);
  });

  it('an account without alerts has no group', () => {
    expect(alertsByAccount(subscriptions, contacts, ['3000003'])).toHaveLength(3);
  });

  it('the save sends every subscription with the choices and the contacts unchanged', () => {
    const choices = choicesOf(subscriptions);
    expect(hasChanges(subscriptions, choices)).toBe(false);
    choices['BILL-1000001'] = { email: false, sms: true };
    expect(hasChanges(subscriptions, choices)).toBe(true);
    const body = notificationsToSave({ subscriptions, contacts }, choices);
    expect(body.subscriptions[1]).toMatchObject({ email: false, sms: true });
    expect(body.subscriptions[0]).toEqual(subscriptions[0]);
    expect(body.contacts).toEqual(contacts);
  });
});

describe('doc 1 §2.2 Notifications overview and where alerts go', () => {
  const contacts = [
    { contactId: 'c1', type: 'Email', value: 'a@example.com', verified: true },
    { contactId: 'c2', type: 'Email', value: 'b@example.com', verified: false },
    { contactId: 'c3', type: 'SMS', value: '(555) 014-1111', verified: true },
  ] as const;
  const subscriptions = [
    { notificationId: 'n1', description: 'New bill', accountNumber: '1', email: true, sms: true },
    { notificationId: 'n2', description: 'Outage', accountNumber: '1', email: false, sms: true },
    { notificationId: 'n3', description: 'Due', accountNumber: '2', email: false, sms: false },
  ];

  it('sends each channel to its verified contacts only', () => {
    expect(receivers(contacts, 'email')).toEqual(['a@example.com']);
    expect(receivers(contacts, 'sms')).toEqual(['(555) 014-1111']);
    expect(receivers([], 'sms')).toEqual([]);
  });

  it('counts the channels on and the verified contacts', () => {
    expect(notificationsSummary(subscriptions, contacts)).toEqual({
      alertsOn: 3,
      verifiedContacts: 2,
      contacts: 3,
    });
    expect(notificationsSummary([], [])).toEqual({
      alertsOn: 0,
      verifiedContacts: 0,
      contacts: 0,
    });
  });
});
