import * as z from 'zod/mini';
import { addFieldIssue, formText, textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { passwordMessages, type PasswordMessages } from './messages';

ensureEnglishIssueMessages();

/** Password limits (doc 1 §9, doc 2 §9). */
export const passwordLimits = {
  minLength: 8,
  maxLength: 50,
  /** The special characters a new password needs one of. */
  specialCharacters: '!@#$%^&*',
  /** The reset-password success code (doc 2 §4, §9). */
  resetSuccessCode: 2011,
} as const;

/** Which rules a new password meets (for a checklist or strength meter beside the field). */
export interface PasswordCriteria {
  /** 8 to 50 characters. */
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  /** One of !@#$%^&*. */
  special: boolean;
  /** No spaces: they are blocked at entry (doc 1 §5.2). */
  noSpaces: boolean;
}

/** The rules a new password meets and misses (doc 1 §5.4, doc 2 §5). */
export function passwordCriteria(value: string): PasswordCriteria {
  return {
    length: value.length >= passwordLimits.minLength && value.length <= passwordLimits.maxLength,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    digit: /\d/.test(value),
    special: /[!@#$%^&*]/.test(value),
    noSpaces: !/\s/.test(value),
  };
}

/** How many of the five strength rules (length, lowercase, uppercase, digit, special) are met. */
export function passwordStrength(value: string): number {
  const { length, lowercase, uppercase, digit, special } = passwordCriteria(value);
  return [length, lowercase, uppercase, digit, special].filter(Boolean).length;
}

/** Whether a new password meets every rule. */
export function isStrongPassword(value: string): boolean {
  return Object.values(passwordCriteria(value)).every(Boolean);
}

/**
 * A new password (doc 1 §5.4, doc 2 §5): required; 8-50 characters with at least 1 lowercase,
 * 1 uppercase, 1 digit and 1 of !@#$%^&*; no spaces. Not trimmed: every character counts.
 */
export function createNewPasswordSchema(messages: PasswordMessages = passwordMessages) {
  return textField((value) => newPasswordMessage(value, messages));
}

/** The first message of a new password, or `undefined` (see `createNewPasswordSchema`). */
export function newPasswordMessage(
  value: string,
  messages: PasswordMessages = passwordMessages,
): string | undefined {
  if (value === '') return messages.passwordRequired;
  if (!isStrongPassword(value)) return messages.passwordCriteria;
  return undefined;
}

/** The checks of a confirmation field, for a form schema's cross-field rule. */
export function confirmPasswordMessage(
  password: string,
  confirmPassword: string,
  messages: PasswordMessages = passwordMessages,
): string | undefined {
  if (confirmPassword === '') return messages.confirmPasswordRequired;
  if (confirmPassword !== password) return messages.passwordMismatch;
  return undefined;
}

/** Reset password (doc 2 §2.5, §5): new password and confirm password. */
export function createResetPasswordSchema(messages: PasswordMessages = passwordMessages) {
  return z
    .object({
      password: createNewPasswordSchema(messages),
      confirmPassword: formText(),
    })
    .check(
      z.superRefine((values, ctx) => {
        addFieldIssue(
          ctx,
          ['confirmPassword'],
          confirmPasswordMessage(values.password, values.confirmPassword, messages),
        );
      }),
    );
}

/** Whether pasting into a password field is allowed: only when the site setting allowPasswordPasting
 * is on (doc 1 §5.2, doc 2 §5). */
export function isPasswordPasteAllowed(allowPasswordPasting: boolean | null | undefined): boolean {
  return allowPasswordPasting === true;
}

/** Whether a reset-password answer is the success code 2011 (doc 2 §4). */
export function isResetPasswordSuccess(code: number | string | null | undefined): boolean {
  return Number(code) === passwordLimits.resetSuccessCode;
}
