import * as z from 'zod/mini';
import { accountProfileLimits } from '../accountProfile/accountProfile';
import { refusedCallMessage, type RefusedCall } from '../capitalCredits/capitalCredits';
import {
  addFieldIssue,
  choiceField,
  formCheckbox,
  formDate,
  formText,
  textField,
} from '../shared/fields';
import { formatDate } from '../i18n/format';
import { isoFromDayNumber, todayDayNumber, toDayNumber, type DateInput } from '../shared/dates';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isUsPhone, phoneDigits } from '../shared/phone';
import { isValidEmail, isValidZip, normalizeEmail, zipForRequest } from '../shared/rules';
import { serviceApplicationMessages, type ServiceApplicationMessages } from './messages';

ensureEnglishIssueMessages();

/**
 * How many days ahead service may be asked to start: a co-op schedules a connection within about
 * two months, so a later day is refused (today is the earliest).
 */
export const START_DATE_WINDOW_DAYS = 60;

/**
 * The form's limits: names as the account profile's (doc 2 §9: 28), the business name as the claim
 * form's name (125), addresses, city, e-mail and comments as the claim form's (doc 3 §5: 60, 30,
 * 100, 1000), the phone's masked length (14) and the zip's (10).
 */
export const serviceApplicationLimits = {
  firstNameMaxLength: accountProfileLimits.firstNameMaxLength,
  lastNameMaxLength: accountProfileLimits.lastNameMaxLength,
  businessNameMaxLength: 125,
  phoneMaxLength: 14,
  emailMaxLength: 100,
  addressMaxLength: 60,
  cityMaxLength: 30,
  zipMaxLength: accountProfileLimits.zipMaxLength,
  commentsMaxLength: 1000,
} as const;

/** An account type of the co-op (doc 1 §2.3: the answer of the account types call). */
export interface ServiceAccountType {
  accountType: string;
  description: string;
}

/**
 * What the choice page does with the co-op's account types (doc 1 §2.3): with several, the
 * applicant chooses one; with exactly one it goes straight on with it; with none it goes straight
 * on without one (the tile then leads to the application itself).
 */
export function accountTypeStep<T extends ServiceAccountType>(
  types: readonly T[],
): { kind: 'choose'; types: readonly T[] } | { kind: 'continue'; accountType: T | null } {
  if (types.length === 0) return { kind: 'continue', accountType: null };
  if (types.length === 1) return { kind: 'continue', accountType: types[0] ?? null };
  return { kind: 'choose', types };
}

/**
 * The account type an application is for, from the one the address asks for: the co-op's type of
 * that code; the only type when there is one; none when the co-op has none. Otherwise (a missing or
 * unknown code among several types) the applicant must choose first: `choose`.
 */
export function applicationAccountType<T extends ServiceAccountType>(
  types: readonly T[],
  requested: string | null | undefined,
): { kind: 'form'; accountType: T | null } | { kind: 'choose' } {
  const code = (requested ?? '').trim();
  const match = types.find((type) => type.accountType === code);
  if (match) return { kind: 'form', accountType: match };
  const step = accountTypeStep(types);
  return step.kind === 'continue'
    ? { kind: 'form', accountType: step.accountType }
    : { kind: 'choose' };
}

/** The account type choice (doc 1 §2.3): one of the co-op's types is required. */
export function createAccountTypeChoiceSchema(
  messages: ServiceApplicationMessages = serviceApplicationMessages,
) {
  return z.object({ accountType: choiceField(messages.accountTypeRequired) });
}

const BUSINESS = /\b(commercial|business|industrial)\b/i;

/**
 * Whether an account type is a business's (its description says commercial, business or
 * industrial, or its code is COM): the application then asks for the business name as well as the
 * contact person's name.
 */
export function isBusinessAccountType(type: ServiceAccountType | null | undefined): boolean {
  if (!type) return false;
  return type.accountType.trim().toUpperCase() === 'COM' || BUSINESS.test(type.description);
}

/** The first message of a zip (the portal's rule, doc 2 §5): required; 5 or 9 digits, not all zeros. */
export function zipMessage(
  value: string,
  messages: Pick<
    ServiceApplicationMessages,
    'zipRequired' | 'zipInvalid'
  > = serviceApplicationMessages,
): string | undefined {
  const zip = value.trim();
  if (zip === '') return messages.zipRequired;
  return zip.length <= serviceApplicationLimits.zipMaxLength && isValidZip(zip)
    ? undefined
    : messages.zipInvalid;
}

/** The days a start date may be (yyyy-MM-dd): today to `START_DATE_WINDOW_DAYS` days ahead. */
export function startDateWindow(today?: DateInput): { min: string; max: string } {
  const first = todayDayNumber(today);
  return { min: isoFromDayNumber(first), max: isoFromDayNumber(first + START_DATE_WINDOW_DAYS) };
}

/**
 * The first message of a start date: required, a real day, not before today, within the window.
 * The last day of the window is written for `locale` (US English, MM/dd/yyyy, when omitted).
 */
export function startDateMessage(
  value: DateInput | null | undefined,
  {
    today,
    messages = serviceApplicationMessages,
  }: { today?: DateInput; messages?: ServiceApplicationMessages } = {},
  locale?: string,
): string | undefined {
  if (value == null || value === '') return messages.startDateRequired;
  const day = toDayNumber(value);
  if (day === undefined) return messages.invalidDate;
  const first = todayDayNumber(today);
  if (day < first) return messages.startDateInPast;
  const last = first + START_DATE_WINDOW_DAYS;
  if (day <= last) return undefined;
  const lastIso = isoFromDayNumber(last);
  return messages.dateTooLate(formatDate(lastIso, locale) ?? lastIso);
}

export interface ServiceApplicationSchemaOptions {
  /** A business's application (see `isBusinessAccountType`): the business name is required. */
  business?: boolean;
  /** Today (default: the local day now), for the start date's window. */
  today?: DateInput;
  messages?: ServiceApplicationMessages;
}

/**
 * The Application for Service form: first and last name required (the contact person's for a
 * business, whose business name is required too); phone required in the (987) 456-1230 form with
 * area code and exchange not starting with 0; e-mail required and valid; the service address
 * (address 1, city, state and zip required; zip 5 or 9 digits, not all zeros); the mailing address
 * the same unless unticked, then required alike; the start date (today to 60 days ahead); comments
 * at most 1000; the agreement ticked. Zips are output without hyphen, the e-mail lowercased. The
 * dates in the messages are written for `locale` (US English when omitted).
 */
export function createServiceApplicationSchema(
  {
    business = false,
    today,
    messages = serviceApplicationMessages,
  }: ServiceApplicationSchemaOptions = {},
  locale?: string,
) {
  const limits = serviceApplicationLimits;
  const text = (maxLength: number, requiredMessage?: string) =>
    textField(
      (value) => {
        if (value === '') return requiredMessage;
        return value.length > maxLength ? messages.tooLong(maxLength) : undefined;
      },
      { trim: true },
    );
  const zip = z.pipe(
    textField((value) => zipMessage(value, messages), { trim: true }),
    z.transform(zipForRequest),
  );
  const trimmed = () =>
    z.pipe(
      formText(),
      z.transform((value) => value.trim()),
    );
  return z
    .object({
      businessName: text(
        limits.businessNameMaxLength,
        business ? messages.businessNameRequired : undefined,
      ),
      firstName: text(limits.firstNameMaxLength, messages.firstNameRequired),
      lastName: text(limits.lastNameMaxLength, messages.lastNameRequired),
      phone: textField(
        (value) => {
          if (value === '') return messages.phoneRequired;
          return isUsPhone(value, { areaCodeAndExchangeFromOne: true })
            ? undefined
            : messages.phoneInvalid;
        },
        { trim: true },
      ),
      email: textField(
        (value) => {
          if (value === '') return messages.emailRequired;
          return isValidEmail(value, limits.emailMaxLength) ? undefined : messages.emailInvalid;
        },
        { normalize: normalizeEmail },
      ),
      address1: text(limits.addressMaxLength, messages.address1Required),
      address2: text(limits.addressMaxLength),
      city: text(limits.cityMaxLength, messages.cityRequired),
      state: choiceField(messages.stateRequired),
      zip,
      mailingSameAsService: z.pipe(
        z.nullish(z.boolean()),
        z.transform((value) => value ?? true),
      ),
      mailingAddress1: trimmed(),
      mailingAddress2: trimmed(),
      mailingCity: trimmed(),
      mailingState: z.pipe(
        z.nullish(z.union([z.string(), z.number()])),
        z.transform((value) => (value == null ? '' : String(value))),
      ),
      mailingZip: trimmed(),
      startDate: formDate(),
      comments: text(limits.commentsMaxLength),
      agreed: formCheckbox(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!values.mailingSameAsService) {
          const check = (value: string, maxLength: number, requiredMessage?: string) =>
            value === ''
              ? requiredMessage
              : value.length > maxLength
                ? messages.tooLong(maxLength)
                : undefined;
          addFieldIssue(
            ctx,
            ['mailingAddress1'],
            check(values.mailingAddress1, limits.addressMaxLength, messages.address1Required),
          );
          addFieldIssue(
            ctx,
            ['mailingAddress2'],
            check(values.mailingAddress2, limits.addressMaxLength),
          );
          addFieldIssue(
            ctx,
            ['mailingCity'],
            check(values.mailingCity, limits.cityMaxLength, messages.cityRequired),
          );
          addFieldIssue(
            ctx,
            ['mailingState'],
            values.mailingState.trim() === '' ? messages.stateRequired : undefined,
          );
          addFieldIssue(ctx, ['mailingZip'], zipMessage(values.mailingZip, messages));
        }
        addFieldIssue(
          ctx,
          ['startDate'],
          startDateMessage(values.startDate, { today, messages }, locale),
        );
        addFieldIssue(ctx, ['agreed'], values.agreed ? undefined : messages.agreementRequired);
      }),
    );
}

export type ServiceApplicationValues = z.output<ReturnType<typeof createServiceApplicationSchema>>;

/** An address of the application request (zip as digits only). */
export interface ServiceApplicationAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

/** The Application for Service request (the body of `submitServiceApplication`). */
export interface ServiceApplicationRequest {
  accountType: string | null;
  businessName: string | null;
  firstName: string;
  lastName: string;
  /** Digits only. */
  phone: string;
  email: string;
  serviceAddress: ServiceApplicationAddress;
  /** Null: mail goes to the service address. */
  mailingAddress: ServiceApplicationAddress | null;
  /** yyyy-MM-dd. */
  requestedStartDate: string;
  comments: string;
  agreedToTerms: true;
}

/**
 * The request of a checked form: the phone as digits, zips without hyphen, the start date as
 * yyyy-MM-dd, the business name only for a business, and no mailing address when it is the
 * service address.
 */
export function buildServiceApplication(
  values: ServiceApplicationValues,
  { accountType, business = false }: { accountType: string | null; business?: boolean },
): ServiceApplicationRequest {
  return {
    accountType,
    businessName: business ? values.businessName : null,
    firstName: values.firstName,
    lastName: values.lastName,
    phone: phoneDigits(values.phone),
    email: values.email,
    serviceAddress: {
      address1: values.address1,
      address2: values.address2,
      city: values.city,
      state: String(values.state ?? ''),
      zip: values.zip,
    },
    mailingAddress: values.mailingSameAsService
      ? null
      : {
          address1: values.mailingAddress1,
          address2: values.mailingAddress2,
          city: values.mailingCity,
          state: values.mailingState,
          zip: zipForRequest(values.mailingZip),
        },
    requestedStartDate: isoFromDayNumber(toDayNumber(values.startDate) ?? todayDayNumber()),
    comments: values.comments,
    agreedToTerms: true,
  };
}

/**
 * What a refused submission says: too many attempts (429) with the wait in whole minutes when the
 * answer says how long (Retry-After, in seconds), as the capital credit pages word it; any other
 * failure its own message (a 400 its first message, as the error catalogue says).
 */
export function submitFailureMessage(
  failure: RefusedCall,
  messages: ServiceApplicationMessages = serviceApplicationMessages,
): string {
  return refusedCallMessage(failure, messages);
}
