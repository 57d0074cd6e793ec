import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import { loginPageVisit } from './loginPage';
import {
  createMfaCodeSchema,
  createSignInSchema,
  isCompleteMfaCode,
  isSafeReturnUrl,
  pathAfterSignIn,
  pathAfterSignOut,
  signInMessages,
  signInSchema,
} from './index';

describe('doc 1 §5.2 Sign-in username and password', () => {
  it.each([
    [
      { username: '', password: '' },
      { username: 'Please enter your username.', password: 'Please enter your password.' },
    ],
    [{ username: '   ', password: 'x' }, { username: 'Please enter your username.' }],
    [{ password: 'x' }, { username: 'Please enter your username.' }],
    [{ username: 'ann.lee', password: '' }, { password: 'Please enter your password.' }],
    [
      { username: 'a'.repeat(61), password: 'x' },
      { username: 'Please enter no more than 60 characters.' },
    ],
    [
      { username: 'ann', password: 'p'.repeat(51) },
      { password: 'Please enter no more than 50 characters.' },
    ],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(signInSchema, values).errors).toEqual(errors);
  });

  it('accepts the limits and trims the username only', () => {
    const values = { username: ` ${'a'.repeat(60)} `, password: ` ${'p'.repeat(48)} ` };
    expect(validateForm(signInSchema, values).data).toEqual({
      username: 'a'.repeat(60),
      password: ` ${'p'.repeat(48)} `,
    });
  });

  it('takes a co-op’s wording', () => {
    const schema = createSignInSchema({ ...signInMessages, usernameRequired: 'Who are you?' });
    expect(validateForm(schema, { username: '', password: 'x' }).errors).toEqual({
      username: 'Who are you?',
    });
    expect(signInMessages.loggedOut).toBe('You have successfully logged out');
  });
});

describe('doc 1 §4.2, §5.2 MFA code: 6 digits, Verify enabled once complete', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
    [null, false],
  ])('%j → %s', (code, complete) => {
    expect(isCompleteMfaCode(code)).toBe(complete);
    const result = validateForm(createMfaCodeSchema(), { code });
    expect(result.success).toBe(complete);
    if (!complete) expect(result.errors).toEqual({ code: 'Please enter verification code.' });
  });
});

describe('doc 1 §2.7, §4.2 where sign-in and sign-out lead', () => {
  it.each([
    ['/billpayments/history', true],
    ['accountoverview?accountno=1', true],
    ['https://evil.example', false],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['/\\evil.example', false],
    ['', false],
    [null, false],
  ])('returnUrl %j is safe: %s', (url, safe) => {
    expect(isSafeReturnUrl(url)).toBe(safe);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    ' //evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\u0000//evil.example',
    '%2F%2Fevil.example',
    '%2f%2fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '%252F%252Fevil.example',
    'javascript%3Aalert(1)',
    '%',
    '/%E0%A4%A',
  ])('refuses the hostile returnUrl %j, falling back to the default', (url) => {
    expect(isSafeReturnUrl(url)).toBe(false);
    expect(pathAfterSignIn({ returnUrl: url, aclaraEnabled: false })).toBe('accountoverview');
  });

  it.each([
    '/accountoverview?accountno=1000001',
    'billpayments/history',
    '/my-profile#paperless',
    '/search?q=a%2Fb',
    '/usage-tracker?next=%2F%2Fnot-a-host',
  ])('follows the same-origin path %j', (url) => {
    expect(isSafeReturnUrl(url)).toBe(true);
    expect(pathAfterSignIn({ returnUrl: url, aclaraEnabled: true })).toBe(url);
  });

  it('gives up on a value still encoded after three rounds', () => {
    expect(isSafeReturnUrl('/a%25252541')).toBe(false);
    expect(isSafeReturnUrl('/a%252541')).toBe(true);
  });

  it.each([
    [{ returnUrl: '/my-profile', aclaraEnabled: true }, '/my-profile'],
    [{ returnUrl: 'https://evil.example', aclaraEnabled: false }, 'accountoverview'],
    [{ aclaraEnabled: true }, 'aclarajump'],
    [{ returnUrl: null, aclaraEnabled: false }, 'accountoverview'],
  ])('%j → %s', (options, path) => {
    expect(pathAfterSignIn(options)).toBe(path);
  });

  it.each([
    ['login?sessionTimeOut=true', 'login?sessionTimeOut=true'],
    ['/login', '/login'],
    ['https://coop.example/bye', '/home'],
    ['', '/home'],
    [undefined, '/home'],
  ])('sign-out link %j → %s', (link, path) => {
    expect(pathAfterSignOut(link)).toBe(path);
  });
});

describe('doc 1 §2.7 /login with a visitor already signed in', () => {
  it.each([
    [{ isLoggedIn: false, aclaraEnabled: false }, 'show'],
    [{ isLoggedIn: false, aclaraEnabled: true }, 'show'],
    [{ isLoggedIn: true, aclaraEnabled: false }, 'toAccountOverview'],
    [{ isLoggedIn: true, aclaraEnabled: true }, 'signOutAndShow'],
  ] as const)('%o → %s', (visit, expected) => {
    expect(loginPageVisit(visit)).toBe(expected);
  });
});
