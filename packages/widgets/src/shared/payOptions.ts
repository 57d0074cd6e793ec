import { formatAmount, quickPay, type AmountValue } from '@coop-portal/validation';

/** What a payment form offers for one account, and the amount its field starts with. */
export interface PayOptions extends quickPay.PaymentOptions {
  /** The amount the field starts with, with 2 decimals. */
  defaultAmount: string;
}

export interface PayOptionsConfig extends quickPay.PaymentOptionsConfig {
  /** The amount the field starts with (each payment has its own rule for it). */
  defaultAmount: AmountValue;
}

/**
 * What a payment form offers for one account, from the payment settings (validation's
 * `quickPay.paymentOptions`, doc 1 §2.5, §4.1, §5.1: the methods, the restriction tooltip, the
 * amount rules, the cutoff block, whether Pay can be used and the type chosen first), with the
 * amount the field starts with, formatted with 2 decimals.
 */
export function payOptions(
  account: quickPay.PayableAccount,
  settings: quickPay.PaymentOptionSettings,
  { defaultAmount, ...config }: PayOptionsConfig,
): PayOptions {
  return {
    ...quickPay.paymentOptions(account, settings, config),
    defaultAmount: formatAmount(defaultAmount),
  };
}
