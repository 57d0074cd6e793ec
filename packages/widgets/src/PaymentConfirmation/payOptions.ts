import { formatAmount, quickPay } from '@coop-portal/validation';
import type { MemberAccount, MemberPaymentSettings, PaymentAmounts } from './types';

export interface MemberPayOptions extends quickPay.PaymentOptions {
  /** The doc 1 §3 payment amounts object of the account (paymentAmount 0 when the balance is negative). */
  amounts: quickPay.LoggedInPaymentAmounts;
  /** The account the §5.1 rules and the payment request read: the account's payment amounts. */
  account: quickPay.PayableAccount;
  /** The amount the field starts with: the payment amounts object's, with 2 decimals. */
  defaultAmount: string;
}

/**
 * What the payment confirmation offers, every part from validation's rules: the payment amounts
 * object (doc 1 §3), and what the member's payment settings allow for the account (doc 1 §4.1,
 * §5.1). The member's payment amounts carry no eligibility flags, so the utility's settings decide
 * the methods (a member payment, not Quick Pay).
 */
export function memberPayOptions(
  memberAccount: MemberAccount,
  paymentAmounts: PaymentAmounts,
  settings: MemberPaymentSettings,
  text: quickPay.QuickPayMessages,
): MemberPayOptions {
  const amounts = quickPay.loggedInPaymentAmounts(memberAccount);
  const account: quickPay.PayableAccount = {
    accountNumber: amounts.accountNumber,
    accountBalance: amounts.accountBalance,
    dueDate: amounts.dueDate,
    isPrepaidAccount: amounts.isPrepaidAccount,
    pastDueAmount: paymentAmounts.pastDueAmount,
    reconnectFee: paymentAmounts.reconnectFee,
    additionalDeposit: paymentAmounts.additionalDeposit,
    liabilityConfirmationAmount: paymentAmounts.liabilityConfirmationAmount,
    showLiabilityConfirmation: paymentAmounts.showLiabilityConfirmation,
    cutoffAmount: paymentAmounts.cutoffAmount,
    derivedStatus: paymentAmounts.derivedStatus ?? memberAccount.derivedStatus ?? null,
    disconnectFee: paymentAmounts.disconnectFee,
    minimumPaymentDue: paymentAmounts.minimumPaymentAmount,
    overPayAmount: paymentAmounts.overPayAmount,
    prepaidReconnectAmount: paymentAmounts.prepaidReconnectAmount,
  };
  return {
    ...quickPay.paymentOptions(account, settings, { isQuickPay: false, messages: text }),
    amounts,
    account,
    defaultAmount: formatAmount(amounts.paymentAmount),
  };
}
