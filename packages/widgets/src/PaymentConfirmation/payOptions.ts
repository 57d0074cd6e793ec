import { formatAmount, quickPay } from '@coop-portal/validation';
import type { PaymentConfirmationMessages } from './messages';
import type { MemberAccount, MemberPaymentSettings, PaymentAmounts } from './types';

export interface MemberPayOptions {
  /** The doc 1 §3 payment amounts object of the account (paymentAmount 0 when the balance is negative). */
  amounts: quickPay.LoggedInPaymentAmounts;
  /** The account the §5.1 rules and the payment request read: the account's payment amounts. */
  account: quickPay.PayableAccount;
  methods: quickPay.PaymentMethods;
  /** Card or echeck is available; otherwise the amount is read-only and Pay is disabled. */
  payable: boolean;
  /** The restriction tooltip of the unavailable method(s). */
  restriction: string | undefined;
  rules: quickPay.PaymentAmountRules;
  /** The configured cutoff message when the cutoff block applies (doc 1 §4.1). */
  cutoffBlock: string | undefined;
  /** Whether Pay can be used at all. */
  canSubmit: boolean;
  /** The amount the field starts with: the payment amounts object's, with 2 decimals. */
  defaultAmount: string;
  defaultType: quickPay.PaymentType;
}

/**
 * What the payment confirmation offers, every part from validation's rules: the payment amounts
 * object (doc 1 §3), card and echeck enablement for a member's payment (doc 1 §4.1), the cutoff
 * block (doc 1 §4.1) and the amount rules of doc 1 §5.1 with the member's payment settings.
 */
export function memberPayOptions(
  memberAccount: MemberAccount,
  paymentAmounts: PaymentAmounts,
  settings: MemberPaymentSettings,
  text: PaymentConfirmationMessages,
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
  const payment = settings.paymentSettings;
  const methods = quickPay.hostedFormPaymentMethods(
    account,
    {
      utilityAllowCreditCard: payment.utilityAllowCreditCard,
      utilityAllowEcheck: payment.utilityAllowEcheck,
      echeckProcessAsDraft: settings.echeckProcessAsDraft,
      enforceNoMoreEchecks: settings.enforceNoMoreEchecks,
    },
    false,
  );
  const rules: quickPay.PaymentAmountRules = {
    allowOverPay: payment.allowOverPay,
    allowUnderPay: payment.allowUnderPay,
    allowCutoffOverride: settings.payOnlineAllowCutoffPaymentOverride,
    prepaidMinimum: payment.prepaidMinimumPaymentAmount,
    cutoffBlock: {
      memberHasCutoffAccount: payment.memberHasCutoffAccount,
      payCutoffAccountOnline: settings.payOnlinePayCutoffAccount,
      cutoffMessage: settings.cutoffMessage ?? '',
    },
  };
  const cutoffBlock = quickPay.cutoffBlockMessage(rules.cutoffBlock);
  const payable = quickPay.canPay(methods);
  return {
    amounts,
    account,
    methods,
    payable,
    restriction: quickPay.paymentRestrictionMessage(methods, text),
    rules,
    cutoffBlock,
    canSubmit: payable && cutoffBlock === undefined,
    defaultAmount: formatAmount(amounts.paymentAmount),
    defaultType: quickPay.defaultPaymentType(methods),
  };
}
