import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Operation RoundUp messages, verbatim from doc 3 §5, §8 and doc 2 §5. */
export const roundUpMessages = {
  amountInvalid: 'You must enter valid amount.',
  amountNegative: 'Please enter an amount greater than or equal to 0.',
  /** With the default maximum: 'You must enter a payment amount less than 99999999.99.' */
  amountTooLarge: (maxAmount: string) => `You must enter a payment amount less than ${maxAmount}.`,
  expirationInPast: 'You cannot use an expiration date in the past.',
  updated: 'Operation Roundup has been updated successfully for selected accounts.',
  /** Not in the spec (see fallbackMessages): an expiration date that cannot be read, or a year
   * outside 1800-2099. */
  invalidDate: fallbackMessages.invalidDate,
  /** Not in the spec (see fallbackMessages): an expiration after the maximum (12/31/2121). */
  dateTooLate: fallbackMessages.dateTooLate,
};

export type RoundUpMessages = MessageCatalogue<typeof roundUpMessages>;
