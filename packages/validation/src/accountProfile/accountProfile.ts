import * as z from 'zod/mini';
import { CITY_BLOCKED_CHARACTERS } from '../keyFilters';
import { choiceField, formText, textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isUsPhone, phoneDigits } from '../shared/phone';
import { isValidZip, zipForRequest } from '../shared/rules';
export { stateOptions, type StateOption } from '../shared/states';
import { accountProfileMessages, type AccountProfileMessages } from './messages';

ensureEnglishIssueMessages();

/** Account Profile limits (doc 2 §9). */
export const accountProfileLimits = {
  firstNameMaxLength: 28,
  middleNameMaxLength: 20,
  lastNameMaxLength: 28,
  streetNumberMaxLength: 20,
  streetNameMaxLength: 40,
  streetTypeMaxLength: 30,
  unitMaxLength: 30,
  cityMaxLength: 50,
  zipMaxLength: 10,
  phoneMaxLength: 14,
  maxPhones: 3,
} as const;

type Check = (value: string) => string | undefined;

/** A field: required (with its message) or optional, at most `maxLength`, then an extra check. */
function field(
  messages: AccountProfileMessages,
  maxLength: number,
  requiredMessage?: string,
  extra?: Check,
) {
  return textField(
    (value) => {
      if (value === '') return requiredMessage;
      if (value.length > maxLength) return messages.tooLong(maxLength);
      return extra?.(value);
    },
    { trim: true },
  );
}

/** The Name section (doc 2 §5): first name required, at most 28; middle at most 20; last at most 28. */
export function createNameSchema(messages: AccountProfileMessages = accountProfileMessages) {
  const limits = accountProfileLimits;
  return z.object({
    firstName: field(messages, limits.firstNameMaxLength, messages.firstNameRequired),
    middleName: field(messages, limits.middleNameMaxLength),
    lastName: field(messages, limits.lastNameMaxLength),
  });
}

/** The first message of a zip (doc 2 §5): required; 5 or 9 digits (12345-6789), not all zeros. */
export function zipMessage(
  value: string,
  messages: AccountProfileMessages = accountProfileMessages,
): string | undefined {
  const zip = value.trim();
  if (zip === '') return messages.zipRequired;
  return zip.length <= accountProfileLimits.zipMaxLength && isValidZip(zip)
    ? undefined
    : messages.zipInvalid;
}

/**
 * The Address section (doc 2 §5): street number (required, digits, at most 20), street name
 * (required, at most 40), street type and unit (at most 30), city (required, at most 50, none of
 * " ' ^ ` | ~), state (required), zip (required, 5 or 9 digits, not all zeros). The output zip has no
 * hyphen, as the update request wants it.
 */
export function createAddressSchema(messages: AccountProfileMessages = accountProfileMessages) {
  const limits = accountProfileLimits;
  return z.object({
    streetNumber: field(
      messages,
      limits.streetNumberMaxLength,
      messages.streetNumberRequired,
      (v) => (/^\d+$/.test(v) ? undefined : messages.digitsOnly),
    ),
    streetName: field(messages, limits.streetNameMaxLength, messages.streetNameRequired),
    streetType: field(messages, limits.streetTypeMaxLength),
    unit: field(messages, limits.unitMaxLength),
    city: field(messages, limits.cityMaxLength, messages.cityRequired, (v) =>
      /["'^`|~]/.test(v)
        ? messages.blockedCharacters(CITY_BLOCKED_CHARACTERS.split('').join(' '))
        : undefined,
    ),
    state: choiceField(messages.stateRequired),
    zip: z.pipe(
      textField((value) => zipMessage(value, messages), { trim: true }),
      z.transform(zipForRequest),
    ),
  });
}

/** A phone of the Phones section (doc 2 §3 contact phone, as a form holds it). */
export interface ContactPhoneInput {
  /** The phone's id when it exists already. */
  eCommunicationDetailId?: string | number | null;
  /** The phone type (eCommunicationId). */
  eCommunicationId?: string | number | null;
  eCommunicationDescription?: string | null;
  /** The number in the (987) 456-1230 form. */
  phoneNumber?: string | null;
  extension?: string | null;
  isDelete?: boolean | null;
}

const isEmpty = (value: string | number | null | undefined) =>
  value == null || String(value).trim() === '';

/**
 * The Phones section (doc 2 §5): up to 3 phones; each filled phone needs a type ('Phone type is
 * required.') and a number ('Phone Number is required.') in the (987) 456-1230 form ('Invalid phone
 * format.(Ex: (987) 456-1230)'). When every phone is empty, the first needs a type: at least one
 * phone type is required. Deleted phones are not checked. Messages are on
 * `phones.{i}.eCommunicationId` and `phones.{i}.phoneNumber` (use `validateFormByPath`). More than 3
 * filled phones (`accountProfileLimits.maxPhones`) is refused on `phones`; `phonesToSend` never
 * sends more.
 */
export function createPhonesSchema(messages: AccountProfileMessages = accountProfileMessages) {
  const phone = z.object({
    eCommunicationDetailId: z.nullish(z.union([z.string(), z.number()])),
    eCommunicationId: z.nullish(z.union([z.string(), z.number()])),
    eCommunicationDescription: z.nullish(z.string()),
    phoneNumber: z.pipe(
      formText(),
      z.transform((value) => value.trim()),
    ),
    extension: z.nullish(z.string()),
    isDelete: z.nullish(z.boolean()),
  });
  return z
    .object({
      phones: z.pipe(
        z.nullish(z.array(phone)),
        z.transform((list) => list ?? []),
      ),
    })
    .check(
      z.superRefine(({ phones }, ctx) => {
        const active = phones
          .map((entry, index) => ({ entry, index }))
          .filter(({ entry }) => !entry.isDelete);
        const filled = active.filter(
          ({ entry }) => !isEmpty(entry.eCommunicationId) || entry.phoneNumber !== '',
        );
        if (filled.length > accountProfileLimits.maxPhones) {
          ctx.addIssue({
            code: 'custom',
            path: ['phones'],
            message: messages.tooManyPhones(accountProfileLimits.maxPhones),
          });
        }
        if (filled.length === 0) {
          const first = active[0]?.index ?? 0;
          ctx.addIssue({
            code: 'custom',
            path: ['phones', first, 'eCommunicationId'],
            message: messages.phoneTypeRequired,
          });
          return;
        }
        for (const { entry, index } of filled) {
          if (isEmpty(entry.eCommunicationId)) {
            ctx.addIssue({
              code: 'custom',
              path: ['phones', index, 'eCommunicationId'],
              message: messages.phoneTypeRequired,
            });
          }
          const numberMessage =
            entry.phoneNumber === ''
              ? messages.phoneNumberRequired
              : isUsPhone(entry.phoneNumber)
                ? undefined
                : messages.phoneInvalid;
          if (numberMessage !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['phones', index, 'phoneNumber'],
              message: numberMessage,
            });
          }
        }
      }),
    );
}

/** Deleting a phone (doc 2 §4): clears its type and number and marks it deleted. */
export function deletePhone<P extends ContactPhoneInput>(phone: P): P {
  return {
    ...phone,
    eCommunicationId: null,
    eCommunicationDescription: null,
    phoneNumber: '',
    isDelete: true,
  };
}

/**
 * The phones the update request sends (doc 2 §5): only those with an existing id or a 10-digit
 * number, at most 3. The number is sent as its 10 digits.
 */
export function phonesToSend<P extends ContactPhoneInput>(
  phones: readonly P[],
): (P & { phoneNumber: string })[] {
  return phones
    .filter(
      (phone) =>
        !isEmpty(phone.eCommunicationDetailId) || phoneDigits(phone.phoneNumber).length === 10,
    )
    .slice(0, accountProfileLimits.maxPhones)
    .map((phone) => ({ ...phone, phoneNumber: phoneDigits(phone.phoneNumber) }));
}

/** The update indicator of an address change (doc 2 §3, §4). */
export type UpdateIndicator = 'ONE' | 'ALL';

/**
 * Whether saving the address first asks 'Update All' / 'Update This Account' (doc 2 §4): when other
 * accounts share the address (count > 0). Otherwise the address is saved for this account (ONE).
 */
export function addressSaveAsksScope(count: number | null | undefined): boolean {
  return (count ?? 0) > 0;
}

/**
 * Whether the review-pending message is shown (doc 2 §4): when profile changes are not written
 * directly (ALLOW_PROFILE_DB_UPDATE off) and the profile is not verified (isVerified 'N').
 */
export function isProfileReviewPending(options: {
  allowProfileDbUpdate: boolean;
  isVerified: string | null | undefined;
}): boolean {
  return !options.allowProfileDbUpdate && (options.isVerified ?? '').trim().toUpperCase() === 'N';
}

/** Which sections can be edited (doc 2 §2.2): ALLOW_NAME_UPDATE, ALLOW_ADDRESS_UPDATE,
 * ALLOW_PHONE_UPDATE. */
export function editableSections(options: {
  allowNameUpdate: boolean;
  allowAddressUpdate: boolean;
  allowPhoneUpdate: boolean;
}): { name: boolean; address: boolean; phones: boolean } {
  return {
    name: options.allowNameUpdate,
    address: options.allowAddressUpdate,
    phones: options.allowPhoneUpdate,
  };
}

/** The Name and Address fields the update request carries, as the section schemas output them. */
export interface ProfileFields {
  firstName: string;
  middleName: string;
  lastName: string;
  streetNumber: string;
  streetName: string;
  streetType: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * The profile update request (doc 2 §3, §5): member and account numbers, the name and address
 * fields with the zip without hyphen, the update indicator (ONE or ALL) and the phones to send
 * (only those with an id or 10 digits, at most 3; a deleted one goes with its id, marked deleted).
 */
export function profileUpdateRequest<P extends ContactPhoneInput>(options: {
  memberNumber: string;
  accountNumber: string;
  fields: ProfileFields;
  phones: readonly P[];
  updateIndicator: UpdateIndicator;
}) {
  const { fields } = options;
  return {
    memberNumber: options.memberNumber,
    accountNumber: options.accountNumber,
    ...fields,
    zip: zipForRequest(fields.zip),
    updateIndicator: options.updateIndicator,
    contactPhones: phonesToSend(options.phones),
  };
}

/**
 * Whether a phone save offers to continue to /manage-notifications (doc 2 §4): when notifications
 * are on for the member (the Notifications feature and the site allowing subscription) and the
 * configuration asks (ACCOUNT_INFO_UPDATE_MESSAGE is Y).
 */
export function phoneSaveOffersNotifications(options: {
  notificationsOn: boolean;
  accountInfoUpdateMessage: string | null | undefined;
}): boolean {
  return (
    options.notificationsOn && (options.accountInfoUpdateMessage ?? '').trim().toUpperCase() === 'Y'
  );
}
