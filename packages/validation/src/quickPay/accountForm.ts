import * as z from 'zod/mini';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { quickPayLimits } from './limits';
import { quickPayMessages, type QuickPayMessages } from './messages';

ensureEnglishIssueMessages();

const DIGITS = /^\d+$/;

/**
 * Account number (doc 1 §5.1): required, digits only, at least 1, at most 12 characters.
 * Leading and trailing spaces are ignored.
 */
export function createAccountNumberSchema(messages: QuickPayMessages = quickPayMessages) {
  return z.string({ error: messages.accountNumberRequired }).check(
    z.trim(),
    z.minLength(1, { error: messages.accountNumberRequired }),
    z.refine(
      (value) =>
        DIGITS.test(value) &&
        value.length <= quickPayLimits.accountNumberMaxLength &&
        Number(value) >= 1,
      { error: messages.accountNumberInvalid },
    ),
  );
}

/** Last four phone digits (doc 1 §5.1): required, exactly 4 digits. */
export function createPhoneLastFourSchema(messages: QuickPayMessages = quickPayMessages) {
  return z.string({ error: messages.phoneLastFourRequired }).check(
    z.trim(),
    z.minLength(1, { error: messages.phoneLastFourRequired }),
    z.refine((value) => DIGITS.test(value) && value.length === quickPayLimits.phoneLastFourLength, {
      error: messages.phoneLastFourInvalid,
    }),
  );
}

/** The Quick Pay account step (doc 1 §2.5 step 1): account number and last four phone digits. */
export function createQuickPayAccountSchema(messages: QuickPayMessages = quickPayMessages) {
  return z.object({
    accountNumber: createAccountNumberSchema(messages),
    phoneLastFourDigits: createPhoneLastFourSchema(messages),
  });
}

export const quickPayAccountSchema = createQuickPayAccountSchema();

export type QuickPayAccountInput = z.input<typeof quickPayAccountSchema>;
export type QuickPayAccountValues = z.output<typeof quickPayAccountSchema>;

/**
 * The fields prefilled from the Quick Pay route's query (doc 1 §2.5, doc 3 §2.12): `accountno`
 * (its first 12 characters, used when numeric) and `phone` (its first 4 characters, used when
 * numeric). Anything else leaves the field empty.
 */
export function quickPayPrefill(query: {
  accountno?: string | null;
  phone?: string | null;
}): QuickPayAccountInput {
  const accountNumber = (query.accountno ?? '').slice(0, quickPayLimits.accountNumberMaxLength);
  const phone = (query.phone ?? '').slice(0, quickPayLimits.phoneLastFourLength);
  return {
    accountNumber: DIGITS.test(accountNumber) ? accountNumber : '',
    phoneLastFourDigits: DIGITS.test(phone) ? phone : '',
  };
}
