import * as z from 'zod/mini';
import { formText, textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isUsPhone } from '../shared/phone';
import { isValidEmail, normalizeEmail } from '../shared/rules';
import { registrationLimits } from './limits';
import { registrationMessages, type RegistrationMessages } from './messages';

ensureEnglishIssueMessages();

/**
 * The account number of registration step 1 (doc 1 §5.3): required, digits only, at most 12.
 * Spaces around it are ignored.
 */
export function createRegistrationAccountNumberSchema(
  messages: RegistrationMessages = registrationMessages,
) {
  return textField(
    (value) => {
      if (value === '') return messages.accountNumberRequired;
      if (!/^\d+$/.test(value)) return messages.accountNumberDigitsOnly;
      if (value.length > registrationLimits.accountNumberMaxLength) {
        return messages.tooLong(registrationLimits.accountNumberMaxLength);
      }
      return undefined;
    },
    { trim: true },
  );
}

/** Registration step 1 (doc 1 §2.8 'Registration'): the account number. */
export function createRegistrationAccountSchema(
  messages: RegistrationMessages = registrationMessages,
) {
  return z.object({ accountNumber: createRegistrationAccountNumberSchema(messages) });
}

/** The member's contacts on file (doc 1 §3 account authentication options). */
export interface AuthenticationOptions {
  cellPhones?: readonly unknown[] | null;
  emails?: readonly unknown[] | null;
}

/**
 * How the verification code can be sent (doc 1 §4.3, §5.3, §8):
 * - 'onFile': the member chooses one of the contacts on file;
 * - 'userProvided': no contact on file, and user-provided contact is allowed
 *   (ALLOW_REGISTRATION_USER_PROVIDED_CONTACT): the member enters an email or a US phone;
 * - 'unavailable': no contact on file and user-provided contact is not allowed: the Send button is
 *   disabled and 'Unable to fetch details for entered account…' is shown (`noContactOnFile`).
 */
export type SendCodeMode = 'onFile' | 'userProvided' | 'unavailable';

export function sendCodeMode(
  options: AuthenticationOptions,
  allowUserProvidedContact: boolean,
): SendCodeMode {
  const hasContact = (options.cellPhones?.length ?? 0) + (options.emails?.length ?? 0) > 0;
  if (hasContact) return 'onFile';
  return allowUserProvidedContact ? 'userProvided' : 'unavailable';
}

/** The kinds of contact a member can enter in 'userProvided' mode. */
export const userProvidedContactTypes = ['email', 'phone'] as const;
export type UserProvidedContactType = (typeof userProvidedContactTypes)[number];

/**
 * Registration step 2 'Send Verification Code' (doc 1 §5.3). In 'onFile' mode `authenticationType`
 * is the value of the chosen contact option. In 'userProvided' mode it is 'email' or 'phone', and the
 * matching field must hold a valid email address or a US phone in the (999) 999-9999 form.
 */
export function createSendCodeSchema(
  mode: Exclude<SendCodeMode, 'unavailable'>,
  messages: RegistrationMessages = registrationMessages,
) {
  return z
    .object({
      authenticationType: textField(
        (value) => {
          if (value === '') return messages.authenticationTypeRequired;
          if (
            mode === 'userProvided' &&
            !(userProvidedContactTypes as readonly string[]).includes(value)
          ) {
            return messages.authenticationTypeRequired;
          }
          return undefined;
        },
        { trim: true },
      ),
      email: z.pipe(formText(), z.transform(normalizeEmail)),
      phone: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (mode !== 'userProvided') return;
        if (
          values.authenticationType === 'email' &&
          !isValidEmail(values.email, registrationLimits.emailMaxLength)
        ) {
          ctx.addIssue({ code: 'custom', path: ['email'], message: messages.contactEmailInvalid });
        }
        if (values.authenticationType === 'phone' && !isUsPhone(values.phone)) {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.contactPhoneInvalid });
        }
      }),
    );
}

/**
 * The verification code (doc 1 §5.3): required, digits only, 6 digits. A code that is too short
 * reads as not yet entered ('Please enter verification code.'): the spec has no other text for it.
 */
export function createVerificationCodeSchema(
  messages: RegistrationMessages = registrationMessages,
) {
  return z.object({
    verificationCode: textField(
      (value) => {
        if (value === '') return messages.verificationCodeRequired;
        if (!/^\d+$/.test(value)) return messages.verificationCodeDigitsOnly;
        if (value.length !== registrationLimits.verificationCodeLength) {
          return messages.verificationCodeRequired;
        }
        return undefined;
      },
      { trim: true },
    ),
  });
}

/**
 * Whether an emailed verification code is still valid: for 2 hours after it was sent (doc 1 §4.3).
 * Both times are instants (a `Date` or milliseconds), `now` given by the caller.
 */
export function isVerificationCodeValid(
  sentAt: Date | number,
  now: Date | number,
  validForHours: number = registrationLimits.verificationCodeValidHours,
): boolean {
  const elapsed = Number(now) - Number(sentAt);
  return elapsed >= 0 && elapsed <= validForHours * 3_600_000;
}
