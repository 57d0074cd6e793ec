import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  createResetPasswordSchema,
  isPasswordPasteAllowed,
  isResetPasswordSuccess,
  isStrongPassword,
  passwordCriteria,
  passwordStrength,
} from './index';

const CRITERIA =
  'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).';

describe('doc 2 §5 Password (reset, my profile): 8-50 with the four character classes', () => {
  it.each<[string, boolean]>([
    ['Abcde1!', false], // 7
    ['Abcdef1!', true], // 8
    [`Abcdef1!${'x'.repeat(42)}`, true], // 50
    [`Abcdef1!${'x'.repeat(43)}`, false], // 51
    ['abcdefg1!', false],
    ['ABCDEFG1!', false],
    ['Abcdefgh!', false],
    ['Abcdefgh1', false],
    ['Abcdefg1(', false],
    ['Abcd efg1!', false],
    ...[...'!@#$%^&*'].map((special): [string, boolean] => [`Abcdefg1${special}`, true]),
  ])('%j → %s', (value, strong) => {
    expect(isStrongPassword(value)).toBe(strong);
  });

  it('reports which rules are met', () => {
    expect(passwordCriteria('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
      noSpaces: true,
    });
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('Abcdefg1!')).toBe(5);
  });

  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: 'Please enter a password.', confirmPassword: 'Please enter a confirm password.' },
    ],
    [
      {},
      { password: 'Please enter a password.', confirmPassword: 'Please enter a confirm password.' },
    ],
    [{ password: 'weak', confirmPassword: 'weak' }, { password: CRITERIA }],
    [
      { password: 'Abcdefg1!', confirmPassword: '' },
      { confirmPassword: 'Please enter a confirm password.' },
    ],
    [
      { password: 'Abcdefg1!', confirmPassword: 'Abcdefg1?' },
      { confirmPassword: 'Password and Confirm Password does not match.' },
    ],
    [{ password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' }, {}],
  ])('reset password %j → %j', (values, errors) => {
    expect(validateForm(createResetPasswordSchema(), values).errors).toEqual(errors);
  });

  it('allows pasting only when allowPasswordPasting is on', () => {
    expect(isPasswordPasteAllowed(true)).toBe(true);
    expect(isPasswordPasteAllowed(false)).toBe(false);
    expect(isPasswordPasteAllowed(undefined)).toBe(false);
  });

  it('recognises the reset success code 2011 (doc 2 §4)', () => {
    expect(isResetPasswordSuccess(2011)).toBe(true);
    expect(isResetPasswordSuccess('2011')).toBe(true);
    expect(isResetPasswordSuccess(4001)).toBe(false);
    expect(isResetPasswordSuccess(null)).toBe(false);
  });
});
