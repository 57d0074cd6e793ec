import { quickPay } from '@coop-portal/validation';
import type { QuickPayDialogMessages } from './messages';
import type { QuickPaySettings, QuickPayVerification } from './types';

export interface PayOptions extends quickPay.PaymentOptions {
  /** The amount the field starts with: the doc 1 §4.1 default payment amount, with 2 decimals. */
  defaultAmount: string;
}

/**
 * What the Pay step offers, every part from validation's Quick Pay rules: what the payment
 * settings allow for the verified account (doc 1 §4.1, §5.1; its eligibility flags decide the
 * methods) and the doc 1 §4.1 default payment amount.
 */
export function payOptions(
  { account }: QuickPayVerification,
  settings: QuickPaySettings,
  text: QuickPayDialogMessages,
): PayOptions {
  return {
    ...quickPay.paymentOptions(account, settings, { messages: text }),
    defaultAmount: quickPay.defaultPaymentAmountText(account, {
      prepaidMinimum: settings.paymentSettings.prepaidMinimumPaymentAmount,
      defaultPaymentAmount: settings.defaultPaymentAmt,
    }),
  };
}
