import * as z from 'zod/mini';
import { addFieldIssue, choiceField, textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isUsPhone, US_PHONE_LENGTH } from '../shared/phone';
import { isValidEmail, isValidZip, normalizeEmail, zipForRequest } from '../shared/rules';
import { capitalCreditsMessages, type CapitalCreditsMessages } from './messages';

ensureEnglishIssueMessages();

/** Capital credit limits (doc 3 §9). */
export const capitalCreditsLimits = {
  nameMaxLength: 125,
  emailMaxLength: 100,
  addressMaxLength: 60,
  cityMaxLength: 30,
  commentsMaxLength: 1000,
  ssnLength: 4,
  phoneLength: US_PHONE_LENGTH,
  zipMinLength: 5,
  zipMaxLength: 10,
  /** The contact preference that makes the email required. */
  emailContactPreference: 'Email',
} as const;

/**
 * The claim's contact preferences (doc 3 §9: a fixed list including Email; its values are not shown
 * there): the value sent is the one shown.
 */
export const claimContactPreferences = ['Phone', 'Email', 'Mail'] as const;

/** The page sizes of the unclaimed results table (doc 3 §9: 10; options 10, 25, 50, 100). */
export const unclaimedPageSizes = { initial: 10, options: [10, 25, 50, 100] } as const;

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

/**
 * Capital Credit Letter Return (doc 3 §2.9, §5): member number and letter ID, both required, letters
 * and digits only ('Invalid format.'). Spaces around them are ignored.
 */
export function createLetterReturnSchema(
  messages: CapitalCreditsMessages = capitalCreditsMessages,
) {
  const field = (requiredMessage: string) =>
    textField(
      (value) => {
        if (value === '') return requiredMessage;
        return LETTERS_AND_DIGITS.test(value) ? undefined : messages.invalidFormat;
      },
      { trim: true },
    );
  return z.object({
    memberNumber: field(messages.memberNumberRequired),
    letterId: field(messages.letterIdRequired),
  });
}

/** The unclaimed capital credits search (doc 3 §3). */
export interface UnclaimedSearch {
  firstName: string;
  lastName: string;
  companyName: string;
}

/** The search request: each field trimmed (doc 3 §5). */
export function buildUnclaimedSearch(
  values: Partial<Record<keyof UnclaimedSearch, string | null>>,
): UnclaimedSearch {
  return {
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    companyName: (values.companyName ?? '').trim(),
  };
}

/** Search is enabled once one of first name, last name or company name holds more than spaces
 * (doc 3 §5). */
export function canSearchUnclaimed(
  values: Partial<Record<keyof UnclaimedSearch, string | null>>,
): boolean {
  const search = buildUnclaimedSearch(values);
  return search.firstName !== '' || search.lastName !== '' || search.companyName !== '';
}

/**
 * The no-result sentence (doc 3 §8): 'There were no unclaimed capital credits found matching '
 * followed by the terms used: the first and last name as one term, then the company, joined by ", ".
 */
export function noUnclaimedResultsMessage(
  values: Partial<Record<keyof UnclaimedSearch, string | null>>,
  messages: CapitalCreditsMessages = capitalCreditsMessages,
): string {
  const search = buildUnclaimedSearch(values);
  const name = [search.firstName, search.lastName].filter((part) => part !== '').join(' ');
  const terms = [name, search.companyName].filter((part) => part !== '').join(', ');
  return messages.noUnclaimedResults(terms);
}

/** The first message of a claim zip (doc 3 §5): optional; 5 digits or 5+4, not all zeros, 5-10. */
function claimZipMessage(value: string, messages: CapitalCreditsMessages): string | undefined {
  if (value === '') return undefined;
  const fits =
    value.length >= capitalCreditsLimits.zipMinLength &&
    value.length <= capitalCreditsLimits.zipMaxLength &&
    isValidZip(value);
  return fits ? undefined : messages.zipInvalid;
}

/**
 * The claim form (doc 3 §5): name (at most 125); SSN optional, exactly 4 digits; phone required, in
 * the 14-character (987) 456-1230 form; contact preference required; email (a valid address of at most
 * 100, required when the preference is 'Email'); address 1 required, address 2 optional (at most 60
 * each); city required (at most 30); state required; zip optional (5 or 9 digits, not all zeros;
 * sent without hyphen); comments at most 1000. The spec marks no other field required.
 */
export function createClaimSchema(messages: CapitalCreditsMessages = capitalCreditsMessages) {
  const limits = capitalCreditsLimits;
  const text = (maxLength: number, requiredMessage?: string) =>
    textField(
      (value) => {
        if (value === '') return requiredMessage;
        return value.length > maxLength ? messages.tooLong(maxLength) : undefined;
      },
      { trim: true },
    );
  return z
    .object({
      name: text(limits.nameMaxLength),
      ssn: textField(
        (value) =>
          value === '' || new RegExp(`^\\d{${limits.ssnLength}}$`).test(value)
            ? undefined
            : messages.ssnInvalid,
        { trim: true },
      ),
      phone: textField(
        (value) => {
          if (value === '') return messages.phoneRequired;
          return value.length === limits.phoneLength && isUsPhone(value)
            ? undefined
            : messages.phoneInvalid;
        },
        { trim: true },
      ),
      contactPref: choiceField(messages.contactPreferenceRequired),
      email: textField(
        (value) =>
          value === '' || isValidEmail(value, limits.emailMaxLength)
            ? undefined
            : messages.emailInvalid,
        { normalize: normalizeEmail },
      ),
      address1: text(limits.addressMaxLength, messages.address1Required),
      address2: text(limits.addressMaxLength),
      city: text(limits.cityMaxLength, messages.cityRequired),
      state: choiceField(messages.stateRequired),
      zip: z.pipe(
        textField((value) => claimZipMessage(value, messages), { trim: true }),
        z.transform(zipForRequest),
      ),
      comments: text(limits.commentsMaxLength),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.email === '' && values.contactPref === limits.emailContactPreference) {
          addFieldIssue(ctx, ['email'], messages.emailRequired);
        }
      }),
    );
}

/** The claim form's values as its schema outputs them. */
export type ClaimValues = z.output<ReturnType<typeof createClaimSchema>>;

/**
 * The claim request (doc 3 §3 Claim contact info) for the credit of `memberNumber` (the search
 * result claimed): optional fields left empty are sent as null, the zip without its hyphen.
 */
export function buildClaimRequest(values: ClaimValues, memberNumber: string) {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    name: values.name,
    ssn: orNull(values.ssn),
    phone: values.phone,
    contactPref: String(values.contactPref),
    email: orNull(values.email),
    address1: values.address1,
    address2: orNull(values.address2),
    city: values.city,
    state: String(values.state),
    zip: orNull(values.zip),
    comments: orNull(values.comments),
    memberNumber,
  };
}

/**
 * What a refusal for asking too often says (a 429 of the public capital credit calls): the wait of
 * its Retry-After in whole minutes, rounded up (at least 1), or "later" without one.
 */
export function tooManyAttemptsMessage(
  retryAfterSeconds: number | undefined,
  messages: Pick<
    CapitalCreditsMessages,
    'tooManyAttempts' | 'tooManyAttemptsLater'
  > = capitalCreditsMessages,
): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) {
    return messages.tooManyAttemptsLater;
  }
  return messages.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/** A refused call of a public page, as the client reports it. */
export interface RefusedCall {
  status?: number | undefined;
  /** The client's message for it (the error catalogue's wording). */
  message: string;
  retryAfterSeconds?: number | undefined;
}

/**
 * What a refused call of a public page says: a 429 (asked too often) how long to wait, from its
 * Retry-After; any other refusal its own message.
 */
export function refusedCallMessage(
  failure: RefusedCall,
  messages: Pick<
    CapitalCreditsMessages,
    'tooManyAttempts' | 'tooManyAttemptsLater'
  > = capitalCreditsMessages,
): string {
  return failure.status === 429
    ? tooManyAttemptsMessage(failure.retryAfterSeconds, messages)
    : failure.message;
}
