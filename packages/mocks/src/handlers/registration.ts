import {
  checkUsernameAvailability,
  configKeys,
  getAuthenticationTypes,
  registerMember,
  verifyRegistrationAccount,
  verifyRegistrationCode,
} from '@coop-portal/api-client';
import { demoMembers } from '../data/accounts';
import { demoConfigValues } from '../data/coop';
import { readDemoOverrides } from '../overrides';
import { securityQuestions } from '../store';
import { errorAnswer, handle } from './define';

/** The verification code account 2000001 accepts (the demo data the README lists). */
export const DEMO_VERIFICATION_CODE = '246810';

const NO_CONTACT = 'Unable to fetch details for entered account. Please contact customer support.';
const NOT_FOUND = 'We could not find an account with that number. Please check your bill.';
const TAKEN = 'The username has already been registered.';

const registrationAccounts = {
  '2000001': {
    memberNumber: '800010',
    email: 'jules.bennett@example.com',
    emails: [{ value: 'j•••@example.com' }],
    cellPhones: [{ value: '(•••) •••-4821' }],
  },
  '2000002': { memberNumber: '800011', email: null, emails: [], cellPhones: [] },
} as const;

type RegistrationAccount = (typeof registrationAccounts)[keyof typeof registrationAccounts];

function find(accountNumber: string): RegistrationAccount | undefined {
  return (registrationAccounts as Record<string, RegistrationAccount>)[accountNumber];
}

/** ALLOW_REGISTRATION_USER_PROVIDED_CONTACT as the demo answers it (overrides included). */
function userProvidedContactAllowed(): boolean {
  const key = configKeys.allowUserProvidedContact;
  const value = readDemoOverrides().config?.[key] ?? demoConfigValues[key];
  return value === true || String(value).trim().toUpperCase() === 'Y';
}

function taken(username: string, registered: Map<string, unknown>): boolean {
  const name = username.toLowerCase();
  return demoMembers.some((member) => member.username === name) || registered.has(name);
}

export const registrationHandlers = [
  handle(getAuthenticationTypes, ({ params }) => {
    const entry = find(params.accountNumber);
    if (!entry) return errorAnswer(400, NOT_FOUND);
    return {
      cellPhones: [...entry.cellPhones],
      emails: [...entry.emails],
      isSmsEnabled: entry.cellPhones.length > 0,
      memberNumber: entry.memberNumber,
    };
  }),

  handle(verifyRegistrationAccount, ({ body }) => {
    const entry = find(body.accountNumber);
    if (!entry) return errorAnswer(400, NOT_FOUND);
    // No contact on file: the code can go only to a contact the member entered, when allowed.
    if (!entry.emails.length && !entry.cellPhones.length && !userProvidedContactAllowed()) {
      return errorAnswer(400, NO_CONTACT);
    }
    return { message: 'We sent a verification code. It is valid for 2 hours.' };
  }),

  handle(verifyRegistrationCode, ({ body }) => {
    const entry = find(body.accountNumber);
    if (!entry) return errorAnswer(400, NOT_FOUND);
    if (body.verificationCode !== DEMO_VERIFICATION_CODE) {
      return errorAnswer(400, 'The verification code is not valid. Please check it and try again.');
    }
    return { email: entry.email, secretQuestions: securityQuestions };
  }),

  handle(registerMember, ({ body, store }) => {
    const entry = find(body.accountNumber);
    if (!entry) return errorAnswer(400, NOT_FOUND);
    if (taken(body.loginId, store.registered)) return errorAnswer(400, TAKEN);
    store.registered.set(body.loginId.toLowerCase(), {
      memberNumber: entry.memberNumber,
      email: body.email,
      password: body.password,
    });
    return { message: `You have been registered with the email on file (${body.email}).` };
  }),

  handle(checkUsernameAvailability, ({ query, store }) =>
    taken(query.username, store.registered)
      ? errorAnswer(409, TAKEN)
      : { available: true as const },
  ),
];
