import * as z from 'zod/mini';
import { confirmPasswordMessage, newPasswordMessage } from '../password/password';
import { addFieldIssue, choiceField, formText, textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isValidEmail, isValidUsername, normalizeEmail } from '../shared/rules';
import { profileMessages, type ProfileMessages } from './messages';

ensureEnglishIssueMessages();

/** My Profile limits (doc 2 §9). */
export const profileLimits = {
  emailMaxLength: 60,
  usernameMinLength: 6,
  usernameMaxLength: 60,
  securityAnswerMaxLength: 100,
  passwordMinLength: 8,
  passwordMaxLength: 50,
  mfaCodeLength: 6,
} as const;

export interface LoginInfoOptions {
  /** The availability check said the new username is taken (doc 2 §4). */
  usernameTaken?: boolean;
  messages?: ProfileMessages;
}

/**
 * The Login Info tab (doc 2 §2.3, §5): email (required, valid, at most 60), username (required,
 * 6-60, the username rule, not taken), security question (required), security answer (required, at
 * most 100), and an optional new password: when either password field is filled, the password must
 * meet the rule and the confirmation must match.
 */
export function createLoginInfoSchema({
  usernameTaken = false,
  messages = profileMessages,
}: LoginInfoOptions = {}) {
  return z
    .object({
      userName: textField(
        (value) => {
          if (value === '') return messages.emailRequired;
          if (!isValidEmail(value, profileLimits.emailMaxLength)) return messages.emailInvalid;
          return undefined;
        },
        { normalize: normalizeEmail },
      ),
      loginId: textField(
        (value) => {
          if (value === '') return messages.usernameRequired;
          if (!isValidUsername(value)) return messages.usernameCriteria;
          if (usernameTaken) return messages.usernameTaken;
          return undefined;
        },
        { trim: true },
      ),
      secretQuestionId: choiceField(messages.securityQuestionRequired),
      secretQuestionAnswer: textField(
        (value) => {
          if (value === '') return messages.securityAnswerRequired;
          if (value.length > profileLimits.securityAnswerMaxLength) {
            return messages.tooLong(profileLimits.securityAnswerMaxLength);
          }
          return undefined;
        },
        { trim: true },
      ),
      password: formText(),
      confirmPassword: formText(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.password === '' && values.confirmPassword === '') return;
        addFieldIssue(ctx, ['password'], newPasswordMessage(values.password, messages));
        addFieldIssue(
          ctx,
          ['confirmPassword'],
          confirmPasswordMessage(values.password, values.confirmPassword, messages),
        );
      }),
    );
}

/** A payment method of a registered autopay (doc 2 §4): CHARGE is a card, ECHECK a bank account. */
export type AutopayPaymentMethod = string | null | undefined;

export interface StoredDataRemoval {
  /** Whether the removal checkbox is disabled. */
  disabled: boolean;
  /** Why it is disabled: 'Update not allowed. Active Payment setup exists.' */
  message?: string;
}

/**
 * Removal of stored card and bank data (doc 2 §4): disabled, with 'Update not allowed. Active
 * Payment setup exists.', when a registered autopay uses that method (CHARGE for card, ECHECK for
 * bank).
 */
export function storedDataRemoval(
  autopayPaymentMethods: readonly AutopayPaymentMethod[],
  messages: ProfileMessages = profileMessages,
): { card: StoredDataRemoval; bank: StoredDataRemoval } {
  const methods = new Set(
    autopayPaymentMethods.map((method) => (method ?? '').trim().toUpperCase()),
  );
  const state = (locked: boolean): StoredDataRemoval =>
    locked ? { disabled: true, message: messages.storedDataRemovalLocked } : { disabled: false };
  return { card: state(methods.has('CHARGE')), bank: state(methods.has('ECHECK')) };
}
