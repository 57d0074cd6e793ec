import { quickPay } from '@coop-portal/validation';
import type { QuickPayDialogMessages } from './messages';
import type { QuickPaySettings, QuickPayVerification } from './types';

export interface PayOptions {
  methods: quickPay.PaymentMethods;
  /** Card or echeck is available; otherwise the amount is read-only and Pay is disabled. */
  payable: boolean;
  /** The restriction tooltip of the unavailable method(s). */
  restriction: string | undefined;
  rules: quickPay.PaymentAmountRules;
  /** The configured cutoff message when the cutoff block applies (the form is then invalid). */
  cutoffBlock: string | undefined;
  /** Whether Pay can be used at all. */
  canSubmit: boolean;
  defaultAmount: string;
  defaultType: quickPay.PaymentType;
}

/** What the Pay step offers, every part from validation's Quick Pay rules (doc 1 §4.1, §5.1). */
export function payOptions(
  { account }: QuickPayVerification,
  settings: QuickPaySettings,
  text: QuickPayDialogMessages,
): PayOptions {
  const payment = settings.paymentSettings;
  const methods = quickPay.paymentMethods(account, {
    utilityAllowCreditCard: payment.utilityAllowCreditCard,
    utilityAllowEcheck: payment.utilityAllowEcheck,
    echeckProcessAsDraft: settings.echeckProcessAsDraft,
    enforceNoMoreEchecks: settings.enforceNoMoreEchecks,
  });
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
    methods,
    payable,
    restriction: quickPay.paymentRestrictionMessage(methods, text),
    rules,
    cutoffBlock,
    canSubmit: payable && cutoffBlock === undefined,
    defaultAmount: quickPay.defaultPaymentAmountText(account, {
      prepaidMinimum: payment.prepaidMinimumPaymentAmount,
      defaultPaymentAmount: settings.defaultPaymentAmt,
    }),
    defaultType: quickPay.defaultPaymentType(methods),
  };
}
