import { quickPay } from '@coop-portal/validation';
import { payOptions, type PayOptions } from '../shared/payOptions';
import type { QuickPayDialogMessages } from './messages';
import type { QuickPaySettings, QuickPayVerification } from './types';

/**
 * What the Pay step offers, every part from validation's Quick Pay rules: what the payment
 * settings allow for the verified account (doc 1 §4.1, §5.1; its eligibility flags decide the
 * methods), starting from the doc 1 §4.1 default payment amount.
 */
export function quickPayOptions(
  { account }: QuickPayVerification,
  settings: QuickPaySettings,
  text: QuickPayDialogMessages,
): PayOptions {
  return payOptions(account, settings, {
    messages: text,
    defaultAmount: quickPay.defaultPaymentAmount(account, {
      prepaidMinimum: settings.paymentSettings.prepaidMinimumPaymentAmount,
      defaultPaymentAmount: settings.defaultPaymentAmt,
    }),
  });
}
