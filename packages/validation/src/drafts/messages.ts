import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Draft Payments messages, verbatim from doc 3 §5 and §8. */
export const draftMessages = {
  accountRequired: 'Please select an account to add a draft.',
  authorizeRequired: 'Please check the authorize checkbox to submit your draft.',
  /** 'Account: {n} {message}': the first invalid account's message. */
  accountMessage: (accountNumber: string, message: string) =>
    `Account: ${accountNumber} ${message}`,
  dayOfMonthRange: 'Day of the Month must be before 29th',
  dayOfMonthWindow: (after: number, before: number) =>
    `Day of the Month must be after ${after} and before ${before}`,
  daysAfterBillingRange: (max: number) =>
    `Number of Days after billing must be between 1 and ${max}`,
  /** Doc 3 §5 has no text for a start date before 1990-01-01; doc 2 §5 uses this one for the same
   * limit. */
  startDateTooEarly: 'Choose a later date.',
  bankAccountRequired: 'Please enter bank account number.',
  bankAccountInvalid: 'Please enter valid input.',
  bankAccountLength: "The bank account number's length must be between 4 and 18.",
  confirmBankAccountRequired: 'Please confirm your bank account number.',
  bankAccountMismatch: 'Bank account and Confirm bank account number does not match.',
  routingNumberRequired: 'Please enter your bank routing number.',
  routingNumberInvalid: 'Please enter valid routing number.',
  bankNameRequired: 'Please enter bank name.',
  confirmRemoval: 'Are you sure you want to delete draft on selected account(s) ?',
  updated: 'Your draft information has been updated.',
  serviceUnavailable: 'Draft payments service unavailable, please contact administrator.',
  noAccounts: 'There are no accounts available...!',
  noEligibleAccounts: 'There are no eligible accounts to be set up for draft.',
  noAccountsToRemove: 'There are no accounts available to remove from draft.',
  cardRestricted: 'Credit Card Payment Restricted.',
  autopayExists: 'Account is signed up for AutoPay. Draft is not allowed.',
  echeckRestricted: 'ECheck Payment Restricted.',
  /** The auto-pay label (doc 1 §9): the default, and the one when whecEnabled is on. */
  draftPayEnrolled: 'Draft Pay Enrolled',
  ezPayEnrolled: 'EZ Pay Enrolled',
  /** The draft methods' names (doc 3 §3, §9 give the values, not their wording). */
  methodLabels: {
    WHEN_BILLED: 'When Billed',
    END_OF_MONTH: 'End of Month',
    DAY_OF_MONTH: 'Day of the Month',
    DAYS_AFTER_BILLING: 'Days after Billing',
  },
  /** The help dialog's title (doc 3 §2.2), and the one where whecEnabled is on. */
  draftHelpTitle: 'Draft Setup',
  ezPayHelpTitle: 'EZ Pay Setup',
  /**
   * The message beside the authorize checkbox about the hosted page (doc 3 §2.2, §9: its wording is
   * not shown; it varies when the payment processor is MERIDIAN).
   */
  forwarding:
    'When you submit, you will be forwarded to our secure payment page to enter your card or bank details. Your draft is set up once you authorize it there.',
  forwardingMeridian:
    'When you submit, you will be forwarded to the secure Meridian payment page to enter your card or bank details. Your draft is set up once you authorize it there.',
  /** Not in the spec: doc 3 §4 names the reason (past due while prevention is on) but no text. */
  pastDue: 'Account is past due. Draft is not allowed.',
  /** Not in the spec (see fallbackMessages): bank name over 256 characters; an unreadable date. */
  tooLong: fallbackMessages.tooLong,
  invalidDate: fallbackMessages.invalidDate,
};

export type DraftMessages = MessageCatalogue<typeof draftMessages>;
