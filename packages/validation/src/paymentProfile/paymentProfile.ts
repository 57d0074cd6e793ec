import { autoPayEnrolledLabel, dayOfMonthMessage, draftMessages } from '../drafts';
import { profileMessages, type ProfileMessages } from '../profile/messages';
import { paymentProfileMessages, type PaymentProfileMessages } from './messages';

/** A stored payment method (the contract's `PaymentMethod`). */
export interface PaymentMethod {
  id: string;
  type: 'card' | 'bank';
  maskedNumber: string;
  cardBrand?: string | null;
  bankAccountType?: string | null;
  bankName?: string | null;
  /** Cards: the expiry month, YYYY-MM. */
  expiry?: string | null;
  isDefault: boolean;
  /** The accounts whose auto payment uses it. */
  autoPayAccounts: readonly string[];
}

/** One account's auto payment (the contract's `AutoPayAccount`). */
export interface AutoPayAccount {
  accountNumber: string;
  serviceAddress?: string | null;
  accountType?: string | null;
  enrolled: boolean;
  paymentMethodId?: string | null;
  /** 1-28; null or missing: drafted when billed. */
  draftDay?: number | null;
  eligible: boolean;
  notEligibleMessage?: string | null;
}

/** The site configuration flags these pages read (doc 1 §3, doc 3 §6). */
export interface AutoPaySettings {
  allowCreditDraft?: boolean | null;
  allowBankDraft?: boolean | null;
  whecEnabled?: boolean | null;
}

/** The last four digits of a masked number ('••••4242' → '4242'). */
export function lastFour(maskedNumber: string): string {
  return maskedNumber.replace(/\D/g, '').slice(-4);
}

/** How a method is named: 'Visa ending 4242', 'Checking account ending 6789'. */
export function paymentMethodName(
  method: Pick<PaymentMethod, 'type' | 'maskedNumber' | 'cardBrand' | 'bankAccountType'>,
  messages: PaymentProfileMessages = paymentProfileMessages,
): string {
  const digits = lastFour(method.maskedNumber);
  return method.type === 'card'
    ? messages.cardName(method.cardBrand || messages.unknownCardBrand, digits)
    : messages.bankName(method.bankAccountType || messages.unknownBankAccountType, digits);
}

/**
 * A card's expiry (YYYY-MM) as MM/YYYY, and whether it has passed: a card is good through the
 * last day of its month. Undefined for a bank account or an unreadable value.
 */
export function cardExpiry(
  expiry: string | null | undefined,
  today: Date,
): { monthYear: string; expired: boolean } | undefined {
  const match = /^(\d{4})-(\d{2})/.exec(expiry ?? '');
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  const current = today.getFullYear() * 12 + today.getMonth();
  return {
    monthYear: `${match[2]}/${match[1]}`,
    expired: year * 12 + (month - 1) < current,
  };
}

/** What a row of the stored methods shows. */
export interface PaymentMethodView {
  name: string;
  /** 'Card' or 'Bank account'. */
  typeLabel: string;
  /** The card brand, or the bank account type and bank. */
  detail: string;
  maskedNumber: string;
  /** 'Expires 09/2028' / 'Expired 06/2025'; empty for bank accounts. */
  expiry: string;
  expired: boolean;
  isDefault: boolean;
  /** 'Used by auto pay for 3000002', or empty. */
  usedBy: string;
}

/** The list's order: the default method first, the others as the API sent them. */
export function sortPaymentMethods<M extends Pick<PaymentMethod, 'isDefault'>>(
  methods: readonly M[],
): M[] {
  return [...methods.filter((m) => m.isDefault), ...methods.filter((m) => !m.isDefault)];
}

export function paymentMethodView(
  method: PaymentMethod,
  today: Date,
  messages: PaymentProfileMessages = paymentProfileMessages,
): PaymentMethodView {
  const expiry = method.type === 'card' ? cardExpiry(method.expiry, today) : undefined;
  const detail =
    method.type === 'card'
      ? (method.cardBrand ?? '')
      : [method.bankAccountType, method.bankName].filter(Boolean).join(', ');
  return {
    name: paymentMethodName(method, messages),
    typeLabel: method.type === 'card' ? messages.card : messages.bankAccount,
    detail,
    maskedNumber: method.maskedNumber,
    expiry: expiry
      ? expiry.expired
        ? messages.expired(expiry.monthYear)
        : messages.expires(expiry.monthYear)
      : '',
    expired: expiry?.expired ?? false,
    isDefault: method.isDefault,
    usedBy: method.autoPayAccounts.length
      ? messages.usedByAutoPay(method.autoPayAccounts.join(', '))
      : '',
  };
}

/**
 * Removing a stored method while an auto payment uses it is blocked with My Profile's wording
 * (doc 2 §4): 'Update not allowed. Active Payment setup exists.' Undefined when it may go. The
 * Payment Profile catalogue (`paymentProfileMessages`) carries that text too.
 */
export function removalBlock(
  method: Pick<PaymentMethod, 'autoPayAccounts'>,
  messages: Pick<ProfileMessages, 'storedDataRemovalLocked'> = profileMessages,
): string | undefined {
  return method.autoPayAccounts.length > 0 ? messages.storedDataRemovalLocked : undefined;
}

/**
 * What a failed removal says: a 409 (the API's "an auto payment uses it") in My Profile's wording,
 * whatever text came with it; anything else as the error catalogue worded it.
 */
export function removalFailureMessage(
  status: number | undefined,
  message: string,
  messages: Pick<ProfileMessages, 'storedDataRemovalLocked'> = profileMessages,
): string {
  return status === 409 ? messages.storedDataRemovalLocked : message;
}

/** What the provider's return to Payment Profile carries (query of the page). */
export type MethodReturn =
  { outcome: 'added'; token: string; maskedNumber: string } | { outcome: 'canceled' } | undefined;

/**
 * The provider's return (doc 1 §3: the provider keeps the number): `token` (and the masked
 * number) after a method was saved, `canceled=true` after Cancel; nothing on a plain visit.
 */
export function methodReturn(query: { get(name: string): string | null }): MethodReturn {
  const token = query.get('token')?.trim();
  if (token) return { outcome: 'added', token, maskedNumber: query.get('maskedNumber') ?? '' };
  if (query.get('canceled') === 'true') return { outcome: 'canceled' };
  return undefined;
}

/** Auto payments are offered when card or bank drafts are allowed (doc 3 §6). */
export function isAutoPayAvailable(settings: AutoPaySettings | null | undefined): boolean {
  return !!settings?.allowCreditDraft || !!settings?.allowBankDraft;
}

/**
 * Which kinds of method the provider may add and auto pay may use: cards when credit drafts are
 * allowed, bank accounts when bank drafts are (doc 3 §6).
 */
export function allowedMethodTypes(settings: AutoPaySettings | null | undefined) {
  return { card: !!settings?.allowCreditDraft, bank: !!settings?.allowBankDraft };
}

/**
 * The methods an account may enrol with: the kinds allowed, and no expired card. The default
 * comes first.
 */
export function autoPayMethodChoices<M extends PaymentMethod>(
  methods: readonly M[],
  settings: AutoPaySettings | null | undefined,
  today: Date,
): M[] {
  const allowed = allowedMethodTypes(settings);
  return sortPaymentMethods(
    methods.filter((method) => allowed[method.type] && !cardExpiry(method.expiry, today)?.expired),
  );
}

/** What a row of Auto Payments shows and offers. */
export interface AutoPayRow {
  accountNumber: string;
  /** 'Draft Pay Enrolled' / 'EZ Pay Enrolled' (doc 1 §9), or 'Not enrolled'. */
  status: string;
  enrolled: boolean;
  /** The method's name, or empty when not enrolled. */
  method: string;
  /** 'Day 15 of each month', 'When billed', or empty when not enrolled. */
  day: string;
  /** Enrol is offered: eligible, not enrolled. */
  canEnrol: boolean;
  /** Why the account cannot be enrolled, as the API says it; empty otherwise. */
  reason: string;
}

export function autoPayRow(
  account: AutoPayAccount,
  methods: readonly PaymentMethod[],
  settings: AutoPaySettings | null | undefined,
  messages: PaymentProfileMessages = paymentProfileMessages,
): AutoPayRow {
  const method = methods.find((m) => m.id === account.paymentMethodId);
  return {
    accountNumber: account.accountNumber,
    status: account.enrolled
      ? autoPayEnrolledLabel(!!settings?.whecEnabled, {
          ...draftMessages,
          draftPayEnrolled: messages.draftPayEnrolled,
          ezPayEnrolled: messages.ezPayEnrolled,
        })
      : messages.notEnrolled,
    enrolled: account.enrolled,
    method: account.enrolled
      ? method
        ? paymentMethodName(method, messages)
        : messages.unknownMethod
      : '',
    day: account.enrolled
      ? account.draftDay
        ? messages.draftDay(account.draftDay)
        : messages.whenBilled
      : '',
    canEnrol: !account.enrolled && account.eligible,
    reason: !account.enrolled && !account.eligible ? (account.notEligibleMessage ?? '') : '',
  };
}

/** The enrol form: a method and a day of the month. */
export interface AutoPayEnrolValues {
  paymentMethodId: string;
  draftDay: string;
}

/**
 * The enrol form's errors by field (doc 3 §5, §9): a method is required; the day is 1-28 ('Day of
 * the Month must be before 29th'). Empty when it may be sent; then `draftDay` is a number.
 */
export function autoPayEnrolErrors(
  values: AutoPayEnrolValues,
  messages: PaymentProfileMessages = paymentProfileMessages,
): Partial<Record<keyof AutoPayEnrolValues, string>> {
  const errors: Partial<Record<keyof AutoPayEnrolValues, string>> = {};
  if (!values.paymentMethodId) errors.paymentMethodId = messages.methodRequired;
  const day = dayOfMonthMessage(values.draftDay, undefined, {
    ...draftMessages,
    dayOfMonthRange: messages.dayOfMonthRange,
  });
  if (day) errors.draftDay = day;
  return errors;
}

/** The days a draft may fall on (doc 3 §9: 1-28). */
export const autoPayDays: readonly number[] = Array.from({ length: 28 }, (_, index) => index + 1);
