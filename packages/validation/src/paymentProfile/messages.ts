import { draftMessages } from '../drafts/messages';
import { profileMessages } from '../profile/messages';
import type { MessageCatalogue } from '../shared/catalogue';

/**
 * Payment Profile and Auto Payments wording the rules decide (doc 1 §2.2 names the pages, not
 * their texts: these are ours). The spec's own texts come from where they are defined: the removal
 * block from `profile.profileMessages`, the enrolled labels and the draft day rule from `drafts`;
 * they are in this catalogue too, so that the pages show them in the catalogue's language.
 */
export const paymentProfileMessages = {
  /** A card by brand and last four digits, e.g. 'Visa ending 4242'. */
  cardName: (brand: string, lastFour: string) => `${brand} ending ${lastFour}`,
  /** A bank account by type and last four digits, e.g. 'Checking account ending 6789'. */
  bankName: (accountType: string, lastFour: string) => `${accountType} account ending ${lastFour}`,
  card: 'Card',
  bankAccount: 'Bank account',
  /** A brand or account type the provider did not give. */
  unknownCardBrand: 'Card',
  unknownBankAccountType: 'Bank',
  /** A card's expiry, MM/YYYY; an expired card says so. */
  expires: (monthYear: string) => `Expires ${monthYear}`,
  expired: (monthYear: string) => `Expired ${monthYear}`,
  /** Which accounts' auto payments use a method. */
  usedByAutoPay: (accounts: string) => `Used by auto pay for ${accounts}`,
  /** An account that is not enrolled. */
  notEnrolled: 'Not enrolled',
  /** The draft day of an enrolment. */
  draftDay: (day: number) => `Day ${day} of each month`,
  whenBilled: 'When billed',
  /** An enrolment whose method is no longer among the member's stored methods. */
  unknownMethod: 'A payment method no longer in your profile',
  /** Enrolling without a method chosen. */
  methodRequired: 'Please choose a payment method.',
  /** Neither card nor bank drafts are allowed (doc 3 §6: allowCreditDraft, allowBankDraft). */
  autoPayUnavailable: 'Auto payments are not available at this time.',
  /** doc 1 §9, from `drafts`: the enrolled label, and the one when whecEnabled is on. */
  draftPayEnrolled: draftMessages.draftPayEnrolled,
  ezPayEnrolled: draftMessages.ezPayEnrolled,
  /** doc 3 §5, from `drafts`: a draft day outside 1-28, or none chosen. */
  dayOfMonthRange: draftMessages.dayOfMonthRange,
  /** doc 2 §4, from `profile`: a stored method an auto payment uses cannot be removed. */
  storedDataRemovalLocked: profileMessages.storedDataRemovalLocked,
};

export type PaymentProfileMessages = MessageCatalogue<typeof paymentProfileMessages>;
