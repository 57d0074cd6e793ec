import * as z from 'zod/mini';
import { confirmPasswordMessage, createNewPasswordSchema } from '../password/password';
import { addFieldIssue, choiceField, formCheckbox, formText, textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isValidEmail, isValidUsername, normalizeEmail } from '../shared/rules';
import { registrationLimits } from './limits';
import { registrationMessages, type RegistrationMessages } from './messages';

ensureEnglishIssueMessages();

/** The first message of a new username, or `undefined` (doc 1 §5.4). */
export function registrationUsernameMessage(
  value: string,
  usernameTaken: boolean,
  messages: RegistrationMessages = registrationMessages,
): string | undefined {
  if (value === '') return messages.usernameRequired;
  if (!isValidUsername(value)) return messages.usernameCriteria;
  if (usernameTaken) return messages.usernameTaken;
  return undefined;
}

export interface CompleteRegistrationOptions {
  /** REGISTER_KEY_EMAIL_ADDRESS_TWICE: the email is entered twice (cnfemail). */
  doubleEmailEntry: boolean;
  /** The availability check said the username is taken (doc 1 §4.3). */
  usernameTaken?: boolean;
  messages?: RegistrationMessages;
}

/**
 * Registration step 4 'Complete Registration' (doc 1 §3 register member form, §5.4):
 * - loginId: 6-60 characters, starts and ends with a letter or digit, letters, digits, space, `.`,
 *   `-`, `_`, `@`, no two identical special characters in a row; taken → 'The username has already
 *   been registered.' Spaces around it are ignored.
 * - email: required, an email address of at most 60 characters (compared lowercased); cnfemail must
 *   match it when double entry is configured.
 * - password 8-50 with the four character classes; cnfpassword required and matching.
 * - secQuestion required; secAnswer required, at most 100.
 * - when paperless billing or paperless other is chosen, the paperless confirmation is required.
 */
export function createCompleteRegistrationSchema({
  doubleEmailEntry,
  usernameTaken = false,
  messages = registrationMessages,
}: CompleteRegistrationOptions) {
  return z
    .object({
      memberNumber: formText(),
      loginId: textField((value) => registrationUsernameMessage(value, usernameTaken, messages), {
        trim: true,
      }),
      email: textField(
        (value) =>
          isValidEmail(value, registrationLimits.emailMaxLength)
            ? undefined
            : messages.emailInvalid,
        { normalize: normalizeEmail },
      ),
      cnfemail: z.pipe(formText(), z.transform(normalizeEmail)),
      password: createNewPasswordSchema(messages),
      cnfpassword: formText(),
      secQuestion: choiceField(messages.securityQuestionRequired),
      secAnswer: textField(
        (value) => {
          if (value === '') return messages.securityAnswerRequired;
          if (value.length > registrationLimits.securityAnswerMaxLength) {
            return messages.tooLong(registrationLimits.securityAnswerMaxLength);
          }
          return undefined;
        },
        { trim: true },
      ),
      hasOptedForPaperlessBilling: formCheckbox(),
      hasOptedForPaperlessOther: formCheckbox(),
      areMarketingEmailsAllowed: formCheckbox(),
      paperlessConfirmation: formCheckbox(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (doubleEmailEntry && values.cnfemail !== values.email) {
          addFieldIssue(ctx, ['cnfemail'], messages.emailMismatch);
        }
        addFieldIssue(
          ctx,
          ['cnfpassword'],
          confirmPasswordMessage(values.password, values.cnfpassword, messages),
        );
        if (
          (values.hasOptedForPaperlessBilling || values.hasOptedForPaperlessOther) &&
          !values.paperlessConfirmation
        ) {
          addFieldIssue(ctx, ['paperlessConfirmation'], messages.paperlessConfirmationRequired);
        }
      }),
    );
}
