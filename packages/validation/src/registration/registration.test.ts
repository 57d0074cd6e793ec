import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  createCompleteRegistrationSchema,
  createRegistrationAccountSchema,
  createSendCodeSchema,
  createVerificationCodeSchema,
  isVerificationCodeValid,
  registrationMessages,
  sendCodeMode,
  shouldCheckUsernameAvailability,
} from './index';

describe('doc 1 §5.3 Registration step 1 account number', () => {
  it.each([
    ['', 'Please enter your Account Number.'],
    ['  ', 'Please enter your Account Number.'],
    [undefined, 'Please enter your Account Number.'],
    ['12a4', 'Account number should contain only digits.'],
    ['12.5', 'Account number should contain only digits.'],
    ['1234567890123', 'Please enter no more than 12 characters.'],
    ['12345678901', undefined],
    ['123456789012', undefined],
  ])('%j → %s', (accountNumber, message) => {
    const result = validateForm(createRegistrationAccountSchema(), { accountNumber });
    expect(result.errors.accountNumber).toBe(message);
  });
});

describe('doc 1 §5.3 choosing where to send the code', () => {
  it.each([
    [{ cellPhones: ['(555) 123-4567'], emails: [] }, false, 'onFile'],
    [{ emails: ['a***@example.com'] }, false, 'onFile'],
    [{ cellPhones: [], emails: [] }, true, 'userProvided'],
    [{ cellPhones: null, emails: null }, false, 'unavailable'],
  ] as const)('%j, user-provided allowed %s → %s', (options, allowed, mode) => {
    expect(sendCodeMode(options, allowed)).toBe(mode);
  });

  it('explains why Send is disabled when no contact is on file (doc 1 §8)', () => {
    expect(registrationMessages.noContactOnFile).toBe(
      'Unable to fetch details for entered account. Please contact customer support.',
    );
  });

  it.each([
    [
      'onFile',
      { authenticationType: '' },
      { authenticationType: 'Please select an authentication type to receive verification code.' },
    ],
    [
      'onFile',
      {},
      { authenticationType: 'Please select an authentication type to receive verification code.' },
    ],
    ['onFile', { authenticationType: 'email-1' }, {}],
    [
      'userProvided',
      { authenticationType: 'fax' },
      { authenticationType: 'Please select an authentication type to receive verification code.' },
    ],
    [
      'userProvided',
      { authenticationType: 'email', email: 'not-an-email' },
      { email: 'Please enter a valid email address.' },
    ],
    [
      'userProvided',
      { authenticationType: 'email', email: '' },
      { email: 'Please enter a valid email address.' },
    ],
    ['userProvided', { authenticationType: 'email', email: 'Ann@Example.com' }, {}],
    [
      'userProvided',
      { authenticationType: 'phone', phone: '555-123-4567' },
      { phone: 'Please enter a valid phone number.' },
    ],
    [
      'userProvided',
      { authenticationType: 'phone', phone: '(555) 123-456' },
      { phone: 'Please enter a valid phone number.' },
    ],
    ['userProvided', { authenticationType: 'phone', phone: '(555) 123-4567' }, {}],
  ] as const)('%s %j → %j', (mode, values, errors) => {
    expect(validateForm(createSendCodeSchema(mode), values).errors).toEqual(errors);
  });

  it('lowercases a user-provided email', () => {
    expect(
      validateForm(createSendCodeSchema('userProvided'), {
        authenticationType: 'email',
        email: ' Ann@Example.com ',
      }).data,
    ).toEqual({ authenticationType: 'email', email: 'ann@example.com', phone: '' });
  });
});

describe('doc 1 §5.3 verification code', () => {
  it.each([
    ['', 'Please enter verification code.'],
    ['12345', 'Please enter verification code.'],
    ['1234567', 'Please enter verification code.'],
    ['12a456', 'Verification code should contain only digits.'],
    ['123456', undefined],
    [' 123456 ', undefined],
  ])('%j → %s', (verificationCode, message) => {
    expect(
      validateForm(createVerificationCodeSchema(), { verificationCode }).errors.verificationCode,
    ).toBe(message);
  });

  it('is valid for 2 hours after it was sent (doc 1 §4.3)', () => {
    const sent = new Date('2024-05-01T10:00:00Z');
    expect(isVerificationCodeValid(sent, new Date('2024-05-01T12:00:00Z'))).toBe(true);
    expect(isVerificationCodeValid(sent, new Date('2024-05-01T12:00:00.001Z'))).toBe(false);
    expect(isVerificationCodeValid(sent, new Date('2024-05-01T09:59:59Z'))).toBe(false);
    expect(isVerificationCodeValid(sent.getTime(), sent.getTime() + 1000, 0)).toBe(false);
  });
});

const CRITERIA =
  'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).';

const complete = {
  memberNumber: '1000001',
  loginId: 'ann.lee',
  email: 'ann@example.com',
  cnfemail: 'ann@example.com',
  password: 'Abcdefg1!',
  cnfpassword: 'Abcdefg1!',
  secQuestion: 2,
  secAnswer: 'Rex',
  hasOptedForPaperlessBilling: false,
  hasOptedForPaperlessOther: false,
  areMarketingEmailsAllowed: true,
  paperlessConfirmation: false,
};

describe('doc 1 §5.4 Registration step 2', () => {
  const schema = createCompleteRegistrationSchema({ doubleEmailEntry: true });

  it('accepts a complete form', () => {
    expect(validateForm(schema, { ...complete, email: 'Ann@Example.com' }).data).toMatchObject({
      loginId: 'ann.lee',
      email: 'ann@example.com',
      secQuestion: 2,
    });
  });

  it.each([
    [{ loginId: '' }, { loginId: 'Please enter a username.' }],
    [{ loginId: 'abcde' }, { loginId: 'Username entry does not meet criteria.' }],
    [{ loginId: 'abcdef' }, {}],
    [{ loginId: 'a'.repeat(60) }, {}],
    [{ loginId: 'a'.repeat(61) }, { loginId: 'Username entry does not meet criteria.' }],
    [{ loginId: 'ann..lee' }, { loginId: 'Username entry does not meet criteria.' }],
    [{ email: '', cnfemail: '' }, { email: 'Please enter a valid Email Address.' }],
    [
      { email: '' },
      {
        email: 'Please enter a valid Email Address.',
        cnfemail: 'Email and Confirm Email does not match.',
      },
    ],
    [{ email: 'Ann@', cnfemail: 'ann@' }, { email: 'Please enter a valid Email Address.' }],
    [{ email: 'ann@', cnfemail: 'ann@' }, { email: 'Please enter a valid Email Address.' }],
    [{ cnfemail: 'anne@example.com' }, { cnfemail: 'Email and Confirm Email does not match.' }],
    [{ cnfemail: '' }, { cnfemail: 'Email and Confirm Email does not match.' }],
    [{ cnfemail: 'ANN@example.com' }, {}],
    [
      { password: '', cnfpassword: '' },
      { password: 'Please enter a password.', cnfpassword: 'Please enter a confirm password.' },
    ],
    [{ password: 'Abcde1!', cnfpassword: 'Abcde1!' }, { password: CRITERIA }],
    [{ password: `Abcdef1!${'x'.repeat(42)}`, cnfpassword: `Abcdef1!${'x'.repeat(42)}` }, {}],
    [
      { password: `Abcdef1!${'x'.repeat(43)}`, cnfpassword: `Abcdef1!${'x'.repeat(43)}` },
      { password: CRITERIA },
    ],
    [{ cnfpassword: 'Abcdefg1' }, { cnfpassword: 'Password and Confirm Password does not match.' }],
    [{ secQuestion: '' }, { secQuestion: 'Please select an option.' }],
    [{ secQuestion: null }, { secQuestion: 'Please select an option.' }],
    [{ secAnswer: ' ' }, { secAnswer: 'Please enter an answer.' }],
    [{ secAnswer: 'a'.repeat(100) }, {}],
    [{ secAnswer: 'a'.repeat(101) }, { secAnswer: 'Please enter no more than 100 characters.' }],
    [
      { hasOptedForPaperlessBilling: true },
      { paperlessConfirmation: 'Please check the paperless confirmation checkbox.' },
    ],
    [
      { hasOptedForPaperlessOther: true },
      { paperlessConfirmation: 'Please check the paperless confirmation checkbox.' },
    ],
    [{ hasOptedForPaperlessOther: true, paperlessConfirmation: true }, {}],
  ])('%j → %j', (changes, errors) => {
    expect(validateForm(schema, { ...complete, ...changes }).errors).toEqual(errors);
  });

  it('reports a taken username', () => {
    const taken = createCompleteRegistrationSchema({
      doubleEmailEntry: false,
      usernameTaken: true,
    });
    expect(validateForm(taken, complete).errors).toEqual({
      loginId: 'The username has already been registered.',
    });
  });

  it('ignores the confirm email without double entry', () => {
    const single = createCompleteRegistrationSchema({ doubleEmailEntry: false });
    expect(validateForm(single, { ...complete, cnfemail: '' }).success).toBe(true);
  });

  it('lists the fields in form order', () => {
    const result = validateForm(schema, {});
    expect(Object.keys(result.errors)).toEqual([
      'loginId',
      'email',
      'password',
      'cnfpassword',
      'secQuestion',
      'secAnswer',
    ]);
  });

  it('checks availability on blur (doc 1 §4.3)', () => {
    expect(shouldCheckUsernameAvailability('ann.lee')).toBe(true);
    expect(shouldCheckUsernameAvailability('ann')).toBe(false);
  });
});
