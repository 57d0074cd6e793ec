import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  createForgotPasswordSchema,
  createForgotUsernameSchema,
  recoveryEmailMessage,
  recoveryLimits,
  recoveryMessages,
  recoveryUsernameMessage,
} from './index';

describe('doc 2 §2.5 forgot password: the username (fields not shown; our rules)', () => {
  it.each([
    [{ username: '' }, { username: 'Please enter your username.' }],
    [{ username: '   ' }, { username: 'Please enter your username.' }],
    [{}, { username: 'Please enter your username.' }],
    [{ username: 'a'.repeat(61) }, { username: 'Please enter no more than 60 characters.' }],
    [{ username: 'member.demo' }, {}],
    [{ username: ` ${'a'.repeat(60)} ` }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(createForgotPasswordSchema(), values).errors).toEqual(errors);
  });

  it('gives the username trimmed, as the requestPasswordReset call takes it', () => {
    expect(validateForm(createForgotPasswordSchema(), { username: '  member.demo ' }).data).toEqual(
      { username: 'member.demo' },
    );
  });

  it('does not apply the new-username rules of registration to an existing username', () => {
    expect(recoveryUsernameMessage('ab')).toBeUndefined();
    expect(recoveryUsernameMessage('jo..rivers')).toBeUndefined();
  });
});

describe('doc 2 §2.5, doc 3 §2.12 forgot username: the email address (fields not shown; our rules)', () => {
  it.each([
    [{ email: '' }, { email: 'Please enter your email address.' }],
    [{ email: '  ' }, { email: 'Please enter your email address.' }],
    [{}, { email: 'Please enter your email address.' }],
    [{ email: 'jordan' }, { email: 'Please enter a valid email address.' }],
    [{ email: 'jordan@example' }, { email: 'Please enter a valid email address.' }],
    [{ email: 'jordan rivers@example.com' }, { email: 'Please enter a valid email address.' }],
    [{ email: 'jordan..rivers@example.com' }, { email: 'Please enter a valid email address.' }],
    [
      { email: `${'a'.repeat(49)}@example.com` },
      { email: 'Please enter no more than 60 characters.' },
    ],
    [{ email: `${'a'.repeat(48)}@example.com` }, {}],
    [{ email: 'jordan.rivers@example.com' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(createForgotUsernameSchema(), values).errors).toEqual(errors);
  });

  it('refuses what the API contract would refuse, though the spec’s pattern allows it', () => {
    // The doc 1 §5.4 pattern allows these characters; the contract's z.email() does not.
    expect(recoveryEmailMessage('jordan!rivers@example.com')).toBe(
      'Please enter a valid email address.',
    );
  });

  it('gives the address trimmed and lowercased, as the recoverUsername call takes it', () => {
    expect(
      validateForm(createForgotUsernameSchema(), { email: ' Jordan.Rivers@Example.com ' }).data,
    ).toEqual({ email: 'jordan.rivers@example.com' });
  });

  it('takes a co-op’s wording', () => {
    const messages = { ...recoveryMessages, emailRequired: 'Your e-mail, please.' };
    expect(validateForm(createForgotUsernameSchema(messages), { email: '' }).errors).toEqual({
      email: 'Your e-mail, please.',
    });
    expect(recoveryLimits).toEqual({ usernameMaxLength: 60, emailMaxLength: 60 });
  });
});
