import type { PayableAccount } from '../quickPay/account';
import { defaultPaymentAmountText, type PaymentMethods } from '../quickPay/payment';
import { checkPaymentAmount, type PaymentAmountRules } from '../quickPay/paymentAmount';
import { type AmountValue, fromCents, parseAmountToCents } from '../shared/money';
import { payMultipleMessages, type PayMultipleMessages } from './messages';

/** Which of the accounts are selected: all of them, some, or none (the Select All checkbox). */
export type SelectionState = 'all' | 'some' | 'none';

/** The Select All checkbox's state: ticked when every account is selected, mixed when some are. */
export function selectionState(
  accountNumbers: readonly string[],
  selected: ReadonlySet<string>,
): SelectionState {
  const count = accountNumbers.filter((number) => selected.has(number)).length;
  if (count === 0) return 'none';
  return count === accountNumbers.length ? 'all' : 'some';
}

/** Select All ticked selects every account; unticked selects none. */
export function selectAll(accountNumbers: readonly string[], ticked: boolean): Set<string> {
  return new Set(ticked ? accountNumbers : []);
}

/** One account ticked or unticked; the others stay as they are. */
export function selectAccount(
  selected: ReadonlySet<string>,
  accountNumber: string,
  ticked: boolean,
): Set<string> {
  const next = new Set(selected);
  if (ticked) next.add(accountNumber);
  else next.delete(accountNumber);
  return next;
}

/** The settings the default amounts read (doc 1 §3 payment settings). */
export interface DefaultAmountSettings {
  paymentSettings: { prepaidMinimumPaymentAmount?: AmountValue };
  /** defaultPaymentAmt: 'ACCOUNT BALANCE' pays the balance by default. */
  defaultPaymentAmt?: string | null;
}

/**
 * Each account's amount as the field starts (doc 1 §4.1's default payment amount, 2 decimals), by
 * account number: prepaid, the reconnect amount or else the prepaid minimum; standard, the cutoff
 * total when there is a cutoff amount, else the past due amount, else the balance when the co-op's
 * default is 'ACCOUNT BALANCE', else 0.
 */
export function defaultAmounts(
  accounts: readonly PayableAccount[],
  settings: DefaultAmountSettings,
): Record<string, string> {
  return Object.fromEntries(
    accounts.map((account) => [
      account.accountNumber,
      defaultPaymentAmountText(account, {
        prepaidMinimum: settings.paymentSettings.prepaidMinimumPaymentAmount,
        defaultPaymentAmount: settings.defaultPaymentAmt,
      }),
    ]),
  );
}

/**
 * The accounts selected when the page opens: those with something to pay by default (a default
 * amount above 0), in the order given. An account with nothing due can still be ticked.
 */
export function initialSelection(defaults: Readonly<Record<string, string>>): Set<string> {
  return new Set(
    Object.entries(defaults)
      .filter(([, amount]) => (parseAmountToCents(amount) ?? 0) > 0)
      .map(([accountNumber]) => accountNumber),
  );
}

/** One selected account and its amount as typed. */
export interface AccountPayment {
  account: PayableAccount;
  /** The amount as typed. */
  amount: string;
}

/**
 * The doc 1 §5.1 amount message of each selected account whose amount may not be paid, by account
 * number, each naming its account; an empty object when every amount may be paid. The same rules as
 * a single payment (`quickPay.checkPaymentAmount`), applied to each account on its own. The amounts
 * in the messages are written for `locale` (US English when omitted).
 */
export function accountAmountErrors(
  payments: readonly AccountPayment[],
  rules: PaymentAmountRules,
  messages: PayMultipleMessages = payMultipleMessages,
  locale?: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { account, amount } of payments) {
    const message = checkPaymentAmount(amount, account, rules, messages, locale);
    if (message !== undefined) {
      errors[account.accountNumber] = messages.accountAmountMessage(account.accountNumber, message);
    }
  }
  return errors;
}

/**
 * The running total of the selected accounts' amounts, added in cents; an amount that is empty or
 * not a number counts as 0 (its own message says so).
 */
export function paymentTotal(amounts: readonly string[]): number {
  return fromCents(
    amounts.reduce((total, amount) => total + Math.max(0, parseAmountToCents(amount) ?? 0), 0),
  );
}

/**
 * Card and echeck enablement of one payment for several accounts (doc 1 §4.1): one payment type is
 * chosen for all of them, so a method is offered only when every selected account allows it. With
 * no account selected, nothing is offered.
 */
export function combinedMethods(methods: readonly PaymentMethods[]): PaymentMethods {
  if (methods.length === 0) return { card: false, echeck: false };
  return {
    card: methods.every((entry) => entry.card),
    echeck: methods.every((entry) => entry.echeck),
  };
}

/** The amounts as a payment request takes them: each selected account's amount, a number. */
export function paymentsToRequest(
  payments: readonly AccountPayment[],
): { account: PayableAccount; paymentAmount: number }[] {
  return payments.map(({ account, amount }) => ({
    account,
    paymentAmount: fromCents(parseAmountToCents(amount) ?? 0),
  }));
}
