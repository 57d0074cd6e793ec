import * as z from 'zod/mini';
import { keepAmount } from '../keyFilters';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import {
  type AmountValue,
  formatAmountInput,
  formatCurrency,
  fromCents,
  parseAmountToCents,
  toCents,
} from '../shared/money';
import type { PayableAccount } from './account';
import { quickPayLimits } from './limits';
import { quickPayMessages, type QuickPayMessages } from './messages';

ensureEnglishIssueMessages();

/** The configuration the payment amount rules depend on (doc 1 §3 payment settings, §5.1). */
export interface PaymentAmountRules {
  /** paymentSettings.allowOverPay */
  allowOverPay: boolean;
  /** paymentSettings.allowUnderPay */
  allowUnderPay: boolean;
  /** payOnlineAllowCutoffPaymentOverride: when false, a cutoff account must pay the cutoff minimum. */
  allowCutoffOverride: boolean;
  /** The prepaid minimum payment (paymentSettings.prepaidMinimumPaymentAmount). */
  prepaidMinimum?: AmountValue;
  /** The cutoff block (doc 1 §4.1): when it applies, no amount is valid and its message is shown. */
  cutoffBlock?: CutoffBlockSettings;
}

/** Settings of the cutoff block (doc 1 §3, §4.1). */
export interface CutoffBlockSettings {
  /** paymentSettings.memberHasCutoffAccount */
  memberHasCutoffAccount: boolean;
  /** payOnlinePayCutoffAccount: whether cutoff accounts may be paid online. */
  payCutoffAccountOnline: boolean;
  /** The configured cutoff message (cutoffMessage / the cutoff message key). */
  cutoffMessage: string;
}

/**
 * The cutoff block (doc 1 §4.1): a member with a cutoff account, when paying cutoff accounts online
 * is not allowed, sees the configured message and cannot pay. Returns that message, or `undefined`.
 * The logged-in payment confirmation dialog shows the same message in a dialog.
 */
export function cutoffBlockMessage(settings: CutoffBlockSettings | undefined): string | undefined {
  if (!settings) return undefined;
  return settings.memberHasCutoffAccount && !settings.payCutoffAccountOnline
    ? settings.cutoffMessage
    : undefined;
}

/** Cutoff amount + reconnect fee + additional deposit, in cents (the overpay and underpay limits). */
function cutoffTotalCents(account: PayableAccount): number {
  return (
    toCents(account.cutoffAmount) +
    toCents(account.reconnectFee) +
    toCents(account.additionalDeposit)
  );
}

/**
 * The cutoff minimum (doc 1 §5.1): cutoff amount + reconnect fee + additional deposit + disconnect
 * fee, with the names of the parts above 0 in the order the spec lists them.
 */
export function cutoffMinimum(
  account: PayableAccount,
  messages: QuickPayMessages = quickPayMessages,
): { amount: number; parts: string[] } {
  const names = messages.minimumPaymentParts;
  const parts: [AmountValue, string][] = [
    [account.cutoffAmount, names.cutoffAmount],
    [account.reconnectFee, names.reconnectFee],
    [account.disconnectFee, names.disconnectFee],
    [account.additionalDeposit, names.additionalDeposit],
  ];
  return {
    amount: fromCents(parts.reduce((total, [value]) => total + toCents(value), 0)),
    parts: parts.filter(([value]) => toCents(value) > 0).map(([, name]) => name),
  };
}

/**
 * Checks a payment amount in the spec's order (doc 1 §5.1) and returns the first message, or
 * `undefined` when the amount may be paid:
 *
 * 1. the cutoff block, when it applies (doc 1 §4.1);
 * 2. empty or not a number; 0 or less; above the maximum (9999999999.99);
 * 3. standard account: overpay (when not allowed), underpay (when not allowed), cutoff minimum
 *    (when the override is not allowed and the cutoff amount is above 0);
 * 4. prepaid account: the cutoff minimum likewise, the prepaid minimum (when it exceeds the
 *    reconnect amount), the reconnect amount (when it is at least the prepaid minimum).
 *
 * The amount is the field's text (or a number); a third decimal is rounded half up. The amounts in
 * the messages are written for `locale` (US English when omitted).
 */
export function checkPaymentAmount(
  value: string | number | null | undefined,
  account: PayableAccount,
  rules: PaymentAmountRules,
  messages: QuickPayMessages = quickPayMessages,
  locale?: string,
): string | undefined {
  const blocked = cutoffBlockMessage(rules.cutoffBlock);
  if (blocked !== undefined) return blocked;

  const cents =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? toCents(value)
        : undefined
      : parseAmountToCents(value);
  if (cents === undefined) return messages.amountInvalid;
  if (cents <= 0) return messages.amountNotPositive;
  if (cents > toCents(quickPayLimits.maxPaymentAmount)) {
    return messages.amountTooLarge;
  }

  const cutoff = toCents(account.cutoffAmount);
  const minimum = cutoffMinimum(account, messages);
  const belowCutoffMinimum =
    !rules.allowCutoffOverride && cutoff > 0 && cents < toCents(minimum.amount);
  const cutoffMinimumMessage = () =>
    messages.minimumPayment(formatCurrency(minimum.amount, locale), minimum.parts);

  if (account.isPrepaidAccount) {
    if (belowCutoffMinimum) return cutoffMinimumMessage();
    const prepaidMinimum = toCents(rules.prepaidMinimum);
    const reconnect = toCents(account.prepaidReconnectAmount);
    if (prepaidMinimum > reconnect && cents < prepaidMinimum) {
      return messages.prepaidMinimum(formatCurrency(fromCents(prepaidMinimum), locale));
    }
    if (reconnect >= prepaidMinimum && cents < reconnect) {
      return messages.prepaidReconnectMinimum(formatCurrency(fromCents(reconnect), locale));
    }
    return undefined;
  }

  // Doc 1 §5.1 with a cutoff amount: the underpay limit is the "cutoff total", cutoff + reconnect +
  // deposit. The spec gives the same sum as the overpay limit, but the cutoff minimum and the
  // default payment amount also add the disconnect fee: with a disconnect fee no amount could pass
  // both rules, and the default amount would be refused. So the overpay limit is the larger of the
  // two, i.e. it includes the disconnect fee. Without a cutoff amount, the overpay limit is the
  // overpay amount, or the balance when the account has none.
  if (!rules.allowOverPay) {
    const limit =
      cutoff > 0
        ? Math.max(cutoffTotalCents(account), toCents(minimum.amount))
        : toCents(account.overPayAmount ?? account.accountBalance);
    if (cents > limit) return messages.overpay;
  }
  if (!rules.allowUnderPay) {
    const limit = cutoff > 0 ? cutoffTotalCents(account) : toCents(account.accountBalance);
    if (cents < limit) return messages.underpay;
  }
  if (belowCutoffMinimum) return cutoffMinimumMessage();
  return undefined;
}

/**
 * The Quick Pay payment amount field (doc 1 §5.1): the field's text, checked by
 * `checkPaymentAmount`; the output is the amount as a number rounded to 2 decimals.
 */
export function createPaymentAmountSchema(
  account: PayableAccount,
  rules: PaymentAmountRules,
  messages: QuickPayMessages = quickPayMessages,
  locale?: string,
) {
  return z.pipe(
    z
      .pipe(
        z.nullish(z.union([z.string(), z.number()], { error: messages.amountInvalid })),
        z.transform((value) => value ?? null),
      )
      .check(
        z.superRefine((value, ctx) => {
          const message = checkPaymentAmount(value, account, rules, messages, locale);
          if (message !== undefined) ctx.addIssue({ code: 'custom', message });
        }),
      ),
    z.transform((value) =>
      fromCents(typeof value === 'number' ? toCents(value) : (parseAmountToCents(value) ?? 0)),
    ),
  );
}

/** Key entry of the payment amount (doc 1 §5.1, §9): digits and one decimal point, at most 2
 * digits after it (amounts are in cents), at most 13 characters. */
export function filterPaymentAmount(value: string): string {
  return keepAmount(value, quickPayLimits.amountMaxLength, 2);
}

/** The payment amount on blur (doc 1 §5.1): 2 decimals ("12.5" → "12.50"); other text unchanged. */
export function formatPaymentAmountOnBlur(value: string): string {
  return formatAmountInput(value);
}

/** Payment type codes (doc 1 §4.1). */
export const paymentTypes = ['cc', 'echeck'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** The Pay step (doc 1 §2.5 step 3): payment amount and payment type. */
export function createQuickPayPaymentSchema(
  account: PayableAccount,
  rules: PaymentAmountRules,
  messages: QuickPayMessages = quickPayMessages,
  locale?: string,
) {
  return z.object({
    paymentAmount: createPaymentAmountSchema(account, rules, messages, locale),
    paymentType: z.enum(paymentTypes),
  });
}
