import { formatDate } from '../i18n/format';
import {
  type AmountValue,
  formatAmount,
  formatCurrency,
  fromCents,
  roundAmount,
  toCents,
} from '../shared/money';
import type { PayableAccount } from './account';
import { quickPayLimits } from './limits';
import { quickPayMessages, type QuickPayMessages } from './messages';
import type { PaymentType } from './paymentAmount';

/** The settings that decide which payment methods are offered (doc 1 §3, §4.1). */
export interface PaymentMethodSettings {
  /** paymentSettings.utilityAllowCreditCard */
  utilityAllowCreditCard: boolean;
  /** paymentSettings.utilityAllowEcheck */
  utilityAllowEcheck: boolean;
  /** echeckProcessAsDraft: the provider processes echecks as drafts. */
  echeckProcessAsDraft: boolean;
  /** enforceNoMoreEchecks: accounts flagged nomoreCheck may not pay by echeck. */
  enforceNoMoreEchecks: boolean;
}

export interface PaymentMethods {
  card: boolean;
  echeck: boolean;
}

/**
 * Card and echeck enablement (doc 1 §4.1). Card: the account is card-eligible and the utility
 * allows cards. Echeck: the provider does not process echecks as draft, the account is
 * echeck-eligible, the utility allows echeck, and not (account flagged nomoreCheck while
 * no-more-echecks is enforced).
 */
export function paymentMethods(
  account: PayableAccount,
  settings: PaymentMethodSettings,
): PaymentMethods {
  return {
    card: Boolean(account.isCcEligible) && settings.utilityAllowCreditCard,
    echeck:
      !settings.echeckProcessAsDraft &&
      Boolean(account.isEcheckEligible) &&
      settings.utilityAllowEcheck &&
      !(Boolean(account.nomoreCheck) && settings.enforceNoMoreEchecks),
  };
}

/**
 * The payment type chosen first (doc 1 §4.1): credit card ('cc') when cards are enabled, otherwise
 * 'echeck' (so an account that is not card-eligible starts on echeck).
 */
export function defaultPaymentType(methods: PaymentMethods): PaymentType {
  return methods.card ? 'cc' : 'echeck';
}

/** Whether the member can pay at all: when neither method is available the amount is read-only and
 * Pay is disabled (doc 1 §2.5). */
export function canPay(methods: PaymentMethods): boolean {
  return methods.card || methods.echeck;
}

/**
 * The restriction tooltip (doc 1 §2.5) for the methods that are not available, or `undefined` when
 * both are.
 */
export function paymentRestrictionMessage(
  methods: PaymentMethods,
  messages: QuickPayMessages = quickPayMessages,
): string | undefined {
  if (!methods.card && !methods.echeck) return messages.cardAndEcheckRestricted;
  if (!methods.card) return messages.cardRestricted;
  if (!methods.echeck) return messages.echeckRestricted;
  return undefined;
}

/**
 * Whether the account is restricted for both card and echeck: the Verify button is hidden and the
 * §8 message 'Both Echeck and Credit card payment methods are restricted…' applies.
 */
export function isRestrictedForBothMethods(account: PayableAccount): boolean {
  return !account.isCcEligible && !account.isEcheckEligible;
}

/** The card allowances of the payment settings (doc 1 §3; doc 3 §3 draft payment settings). */
export interface CardTypeSettings {
  allowVisa: boolean;
  allowMaster: boolean;
  allowAmex: boolean;
  allowDiscover: boolean;
}

/**
 * The accepted card types (doc 1 §4.1, doc 3 §7): a comma list of the codes VI (Visa),
 * MC (Mastercard), AX (Amex), DI (Discover) the settings allow, e.g. "VI,MC,DI".
 */
export function acceptedCardTypes(settings: CardTypeSettings): string {
  const [visa, master, amex, discover] = quickPayLimits.cardTypeCodes;
  return [
    settings.allowVisa && visa,
    settings.allowMaster && master,
    settings.allowAmex && amex,
    settings.allowDiscover && discover,
  ]
    .filter((code): code is (typeof quickPayLimits.cardTypeCodes)[number] => Boolean(code))
    .join(',');
}

/** The settings the default payment amount reads (doc 1 §3). */
export interface DefaultPaymentAmountSettings {
  /** The prepaid minimum payment (paymentSettings.prepaidMinimumPaymentAmount). */
  prepaidMinimum?: AmountValue;
  /** defaultPaymentAmt: 'ACCOUNT BALANCE' pays the balance by default. */
  defaultPaymentAmount?: string | null;
}

/**
 * The default payment amount (doc 1 §4.1). Prepaid account: the reconnect amount if above 0, else
 * the prepaid minimum. Standard account: cutoff amount + reconnect fee + additional deposit +
 * disconnect fee if the cutoff amount is above 0; else the past due amount if above 0; else the
 * account balance if the setting is 'ACCOUNT BALANCE' and the balance is above 0; else 0.
 */
export function defaultPaymentAmount(
  account: PayableAccount,
  settings: DefaultPaymentAmountSettings,
): number {
  if (account.isPrepaidAccount) {
    const reconnect = toCents(account.prepaidReconnectAmount);
    return fromCents(reconnect > 0 ? reconnect : Math.max(0, toCents(settings.prepaidMinimum)));
  }
  if (toCents(account.cutoffAmount) > 0) {
    return fromCents(
      toCents(account.cutoffAmount) +
        toCents(account.reconnectFee) +
        toCents(account.additionalDeposit) +
        toCents(account.disconnectFee),
    );
  }
  if (toCents(account.pastDueAmount) > 0) return roundAmount(account.pastDueAmount);
  const paysBalance =
    (settings.defaultPaymentAmount ?? '').trim().toUpperCase() ===
    quickPayLimits.accountBalanceDefault;
  if (paysBalance && toCents(account.accountBalance) > 0)
    return roundAmount(account.accountBalance);
  return 0;
}

/** The default payment amount as the field shows it: 2 decimals (doc 1 §4.1), e.g. "125.40". */
export function defaultPaymentAmountText(
  account: PayableAccount,
  settings: DefaultPaymentAmountSettings,
): string {
  return formatAmount(defaultPaymentAmount(account, settings));
}

/**
 * The due date as shown (doc 1 §4.1): MM/dd/yyyy in US English (the locale's own short date in
 * another), or N/A for a prepaid account or a missing date.
 */
export function formatDueDate(
  account: Pick<PayableAccount, 'dueDate' | 'isPrepaidAccount'>,
  messages: Pick<QuickPayMessages, 'notAvailable'> = quickPayMessages,
  locale?: string,
): string {
  if (account.isPrepaidAccount) return messages.notAvailable;
  return formatDate(account.dueDate, locale) ?? messages.notAvailable;
}

/**
 * The balance as shown: money with 2 decimals; a negative prepaid balance in parentheses (doc 1 §9,
 * doc 2 §2.1): "($12.50)". A negative standard balance (a credit) keeps its minus sign.
 */
export { formatBalance } from '../shared/money';

/** The prior payment of the payment settings (doc 1 §3 lastPayment). */
export interface LastPayment {
  paymentAmount?: AmountValue;
  paymentDate?: string | null;
}

/**
 * The recent payment prompt (doc 1 §2.5, §4.1): when the settings contain a prior payment, the
 * confirm text 'You have made a recent payment of {amount} on {date}. …' (the amount and date
 * written for `locale`, US English when omitted); otherwise `undefined`.
 */
export function recentPaymentPrompt(
  lastPayment: LastPayment | null | undefined,
  messages: QuickPayMessages = quickPayMessages,
  locale?: string,
): string | undefined {
  if (!lastPayment || lastPayment.paymentAmount == null) return undefined;
  const date = formatDate(lastPayment.paymentDate, locale);
  if (date === undefined) return undefined;
  return messages.recentPayment(formatCurrency(lastPayment.paymentAmount, locale), date);
}

/** One account of a payment request (doc 1 §3 accountsToPay). */
export interface AccountToPay {
  accountNumber: string;
  accountBalance: number;
  paymentAmount: number;
  dueDate: string | null;
  pastDueAmount: number;
  reconnectFee: number;
  additionalDeposit: number;
  arrangementAmount: 0;
  liabilityConfirmationAmount: number;
  showLiabilityConfirmation: boolean;
  cutoffAmount: number;
  derivedStatus: string | null;
  disconnectFee: number;
  isPrepaidAccount: boolean;
  minimumPaymentAmount: number;
  overPayAmount: number;
  prepaidReconnectAmount: number;
}

/** The payment request (doc 1 §3). */
export interface PaymentRequest {
  accountsToPay: AccountToPay[];
  /** The sum of the payment amounts. */
  amount: number;
  /** The sum of the reconnect fees. */
  reconnectFee: number;
  /** The sum of the additional deposits. */
  additionalDeposit: number;
  arrangementPaymentAmount: 0;
  reconnectMeter: true;
}

/**
 * The payment request built from the account(s) being paid (doc 1 §3): each account's amounts (missing
 * ones as 0, all to 2 decimals), arrangement amount 0; the total amount and the sums of reconnect fees
 * and additional deposits, added in cents; arrangement payment amount 0; reconnectMeter true.
 */
export function buildPaymentRequest(
  payments: readonly { account: PayableAccount; paymentAmount: AmountValue }[],
): PaymentRequest {
  const accountsToPay = payments.map(({ account, paymentAmount }): AccountToPay => ({
    accountNumber: account.accountNumber,
    accountBalance: roundAmount(account.accountBalance),
    paymentAmount: roundAmount(paymentAmount),
    dueDate: account.dueDate ?? null,
    pastDueAmount: roundAmount(account.pastDueAmount),
    reconnectFee: roundAmount(account.reconnectFee),
    additionalDeposit: roundAmount(account.additionalDeposit),
    arrangementAmount: quickPayLimits.arrangementAmount,
    liabilityConfirmationAmount: roundAmount(account.liabilityConfirmationAmount),
    showLiabilityConfirmation: Boolean(account.showLiabilityConfirmation),
    cutoffAmount: roundAmount(account.cutoffAmount),
    derivedStatus: account.derivedStatus ?? null,
    disconnectFee: roundAmount(account.disconnectFee),
    isPrepaidAccount: Boolean(account.isPrepaidAccount),
    minimumPaymentAmount: roundAmount(account.minimumPaymentDue),
    overPayAmount: roundAmount(account.overPayAmount),
    prepaidReconnectAmount: roundAmount(account.prepaidReconnectAmount),
  }));
  const sum = (pick: (entry: AccountToPay) => number) =>
    fromCents(accountsToPay.reduce((total, entry) => total + toCents(pick(entry)), 0));
  return {
    accountsToPay,
    amount: sum((entry) => entry.paymentAmount),
    reconnectFee: sum((entry) => entry.reconnectFee),
    additionalDeposit: sum((entry) => entry.additionalDeposit),
    arrangementPaymentAmount: quickPayLimits.arrangementAmount,
    reconnectMeter: true,
  };
}

/** The payment amounts object of the logged-in confirmation dialog (doc 1 §3). */
export interface LoggedInPaymentAmounts {
  accountNumber: string;
  accountBalance: number;
  paymentAmount: number;
  dueDate: string | null;
  isPrepaidAccount: boolean;
  pastDueAmount: 0;
  reconnectFee: 0;
  additionalDeposit: 0;
  arrangementAmount: 0;
  liabilityConfirmationAmount: 0;
  cutoffAmount: 0;
  disconnectFee: 0;
  minimumPaymentAmount: 0;
  overPayAmount: 0;
  prepaidReconnectAmount: 0;
}

/**
 * The payment amounts object for the logged-in confirmation dialog (doc 1 §3): the payment amount is
 * the balance, or 0 when the balance is negative. Doc 1 says "several fees and amounts set to 0"
 * without naming them: we set every fee and amount field of an account to pay to 0.
 */
export function loggedInPaymentAmounts(
  account: Pick<
    PayableAccount,
    'accountNumber' | 'accountBalance' | 'dueDate' | 'isPrepaidAccount'
  >,
): LoggedInPaymentAmounts {
  const balance = roundAmount(account.accountBalance);
  return {
    accountNumber: account.accountNumber,
    accountBalance: balance,
    paymentAmount: balance < 0 ? 0 : balance,
    dueDate: account.dueDate ?? null,
    isPrepaidAccount: Boolean(account.isPrepaidAccount),
    pastDueAmount: 0,
    reconnectFee: 0,
    additionalDeposit: 0,
    arrangementAmount: 0,
    liabilityConfirmationAmount: 0,
    cutoffAmount: 0,
    disconnectFee: 0,
    minimumPaymentAmount: 0,
    overPayAmount: 0,
    prepaidReconnectAmount: 0,
  };
}
