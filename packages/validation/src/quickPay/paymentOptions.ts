import type { AmountValue } from '../shared/money';
import type { PayableAccount } from './account';
import { hostedFormPaymentMethods } from './hostedForm';
import { quickPayMessages, type QuickPayMessages } from './messages';
import {
  canPay,
  defaultPaymentType,
  paymentRestrictionMessage,
  type PaymentMethods,
  type PaymentMethodSettings,
} from './payment';
import { cutoffBlockMessage, type PaymentAmountRules, type PaymentType } from './paymentAmount';

/**
 * The payment settings (doc 1 §3) that decide what a payment form offers: the Quick Pay payment
 * settings and the member's payment settings have this shape alike.
 */
export interface PaymentOptionSettings {
  paymentSettings: {
    utilityAllowCreditCard: boolean;
    utilityAllowEcheck: boolean;
    memberHasCutoffAccount: boolean;
    prepaidMinimumPaymentAmount?: AmountValue;
    allowOverPay: boolean;
    allowUnderPay: boolean;
  };
  echeckProcessAsDraft: boolean;
  enforceNoMoreEchecks: boolean;
  payOnlinePayCutoffAccount: boolean;
  payOnlineAllowCutoffPaymentOverride: boolean;
  cutoffMessage?: string | null;
}

/** What a payment form offers for one account (doc 1 §2.5, §4.1, §5.1). */
export interface PaymentOptions {
  /** The settings card and echeck enablement reads (doc 1 §4.1). */
  methodSettings: PaymentMethodSettings;
  /** Card and echeck enablement (doc 1 §4.1). */
  methods: PaymentMethods;
  /** Card or echeck is available; otherwise the amount is read-only and Pay is disabled. */
  payable: boolean;
  /** The restriction tooltip of the unavailable method(s), or `undefined` when both are available. */
  restriction: string | undefined;
  /** The amount rules of doc 1 §5.1, the cutoff block included. */
  rules: PaymentAmountRules;
  /** The configured cutoff message when the cutoff block applies (the form is then invalid). */
  cutoffBlock: string | undefined;
  /** Whether Pay can be used at all: a method is available and the cutoff block does not apply. */
  canSubmit: boolean;
  /** The payment type chosen first: 'cc' when cards are enabled, else 'echeck'. */
  defaultType: PaymentType;
}

/** How `paymentOptions` reads the account. */
export interface PaymentOptionsConfig {
  /**
   * Whether this is a Quick Pay payment (default true): the verified account's eligibility flags
   * decide, a missing flag meaning not eligible. A signed-in member's payment (false) pays from the
   * payment amounts object, which carries no eligibility flags: a missing flag does not restrict
   * (as `hostedFormPaymentMethods` and the hosted-payment form read it).
   */
  isQuickPay?: boolean;
  /** The wording of the restriction tooltips. */
  messages?: QuickPayMessages;
}

/**
 * The settings card and echeck enablement reads (doc 1 §3, §4.1): the utility's card and echeck
 * allowances, whether the provider processes echecks as drafts, and whether no-more-echecks is
 * enforced.
 */
export function paymentMethodSettings(settings: PaymentOptionSettings): PaymentMethodSettings {
  return {
    utilityAllowCreditCard: settings.paymentSettings.utilityAllowCreditCard,
    utilityAllowEcheck: settings.paymentSettings.utilityAllowEcheck,
    echeckProcessAsDraft: settings.echeckProcessAsDraft,
    enforceNoMoreEchecks: settings.enforceNoMoreEchecks,
  };
}

/**
 * The payment amount rules of doc 1 §5.1 from the payment settings (doc 1 §3): overpay and
 * underpay allowances, the cutoff override, the prepaid minimum, and the cutoff block of doc 1 §4.1
 * (a member with a cutoff account when paying cutoff accounts online is not allowed; a missing
 * cutoff message reads as empty). The rules do not depend on the account, so several accounts paid
 * together share them.
 */
export function paymentAmountRules(settings: PaymentOptionSettings): PaymentAmountRules {
  const payment = settings.paymentSettings;
  return {
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
}

/**
 * What a payment form offers for one account, from the payment settings (doc 1 §2.5, §4.1, §5.1):
 * card and echeck enablement, whether the member can pay at all (otherwise the amount is read-only
 * and Pay disabled), the restriction tooltip, the amount rules, the cutoff block message, whether
 * Pay can be used (a method is available and the cutoff block does not apply) and the payment type
 * chosen first. The default amount is the caller's: Quick Pay and the signed-in member's payment
 * start from different amounts.
 */
export function paymentOptions(
  account: PayableAccount,
  settings: PaymentOptionSettings,
  { isQuickPay = true, messages = quickPayMessages }: PaymentOptionsConfig = {},
): PaymentOptions {
  const methodSettings = paymentMethodSettings(settings);
  const methods = hostedFormPaymentMethods(account, methodSettings, isQuickPay);
  const rules = paymentAmountRules(settings);
  const cutoffBlock = cutoffBlockMessage(rules.cutoffBlock);
  const payable = canPay(methods);
  return {
    methodSettings,
    methods,
    payable,
    restriction: paymentRestrictionMessage(methods, messages),
    rules,
    cutoffBlock,
    canSubmit: payable && cutoffBlock === undefined,
    defaultType: defaultPaymentType(methods),
  };
}
