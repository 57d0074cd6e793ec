import * as z from 'zod/mini';
import { textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isValidEmail, normalizeEmail } from '../shared/rules';
import { recoveryMessages, type RecoveryMessages } from './messages';

ensureEnglishIssueMessages();

/**
 * Limits of the forgot password / forgot username forms: a username as sign-in takes it (doc 1
 * §5.2, §9: at most 60) and an email address as registration and my profile take it (doc 1 §9,
 * doc 2 §9: at most 60).
 */
export const recoveryLimits = {
  usernameMaxLength: 60,
  emailMaxLength: 60,
} as const;

/** The address form the API contract accepts too (its `recoverUsername` body is `z.email()`). */
const contractEmail = z.email();

/**
 * The username of the forgot password form, spaces around it ignored: required, at most 60. The
 * username rules of registration (doc 1 §5.4) are not applied: a member types the username they
 * already have, and an older one may predate those rules.
 */
export function recoveryUsernameMessage(
  value: string,
  messages: RecoveryMessages = recoveryMessages,
): string | undefined {
  const username = value.trim();
  if (username === '') return messages.usernameRequired;
  if (username.length > recoveryLimits.usernameMaxLength) {
    return messages.tooLong(recoveryLimits.usernameMaxLength);
  }
  return undefined;
}

/**
 * The email address of the forgot username form, spaces around it ignored and compared without
 * regard to case: required, at most 60, the lowercase email pattern of doc 1 §5.4 (and an address
 * the API contract accepts).
 */
export function recoveryEmailMessage(
  value: string,
  messages: RecoveryMessages = recoveryMessages,
): string | undefined {
  const email = normalizeEmail(value);
  if (email === '') return messages.emailRequired;
  if (email.length > recoveryLimits.emailMaxLength) {
    return messages.tooLong(recoveryLimits.emailMaxLength);
  }
  if (
    !isValidEmail(email, recoveryLimits.emailMaxLength) ||
    !contractEmail.safeParse(email).success
  ) {
    return messages.emailInvalid;
  }
  return undefined;
}

/**
 * Forgot password (doc 2 §2.5; fields not shown in the spec): the member's username. The output is
 * trimmed, ready for the `requestPasswordReset` call (`{ userName }`).
 */
export function createForgotPasswordSchema(messages: RecoveryMessages = recoveryMessages) {
  return z.object({
    username: textField((value) => recoveryUsernameMessage(value, messages), { trim: true }),
  });
}

/**
 * Forgot username (doc 2 §2.5, doc 3 §2.12; fields not shown in the spec): the email address on
 * file. The output is trimmed and lowercased, ready for the `recoverUsername` call (`{ email }`).
 */
export function createForgotUsernameSchema(messages: RecoveryMessages = recoveryMessages) {
  return z.object({
    email: textField((value) => recoveryEmailMessage(value, messages), {
      trim: true,
      normalize: normalizeEmail,
    }),
  });
}
