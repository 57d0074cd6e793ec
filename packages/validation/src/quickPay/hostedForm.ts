import { type AmountValue, formatAmount } from '../shared/money';
import type { PayableAccount } from './account';
import {
  acceptedCardTypes,
  paymentMethods,
  type CardTypeSettings,
  type PaymentMethods,
  type PaymentMethodSettings,
} from './payment';
import type { PaymentType } from './paymentAmount';

/** The hosted-payment form's fields, in the order doc 1 §3 lists them. */
export const hostedPaymentFormFields = [
  'ClientReferenceId',
  'CoopNumber',
  'UtilityName',
  'AccountNumber',
  'AccountDisplay',
  'Balance',
  'ApplicationId',
  'IsPostbackRequired',
  'EnableCreditCard',
  'EnableECheck',
  'HostedCCReturn',
  'HostedCCCancel',
  'TaxIncludedInBillAmount',
  'PaymentType',
  'AcceptedCreditCardTypes',
  'IsQuickPay',
  'AuthorizationToken',
  'CCConvenienceFee',
  'ECConvenienceFee',
  'MaxCCAmount',
] as const;

export type HostedPaymentFormField = (typeof hostedPaymentFormFields)[number];

/** The hosted-payment form as posted: every doc 1 §3 field, each a string (as a form posts it). */
export type HostedPaymentFormValues = Record<HostedPaymentFormField, string>;

/**
 * The part of the payment initiation answer (doc 1 §3) the form is built from: the requisition
 * settings and the configuration (the payment settings' shape plus applicationWebId, utilityName and
 * the echeck flags).
 */
export interface HostedFormInitiation {
  paymentRequisitionSettings: {
    clientId: string;
    transNo: string;
    securityToken: string;
  };
  configuration: {
    paymentSettings: CardTypeSettings & {
      utilityAllowCreditCard: boolean;
      utilityAllowEcheck: boolean;
      maxChargeAmount?: AmountValue;
    };
    echeckProcessAsDraft: boolean;
    enforceNoMoreEchecks: boolean;
    applicationWebId?: string | null;
    utilityName: string;
  };
}

/** Tax and convenience fees, where the caller knows them (Quick Pay has no call for them). */
export interface HostedFormFees {
  /** Default true: the amount is what the member pays, no tax is added on top. */
  taxIncludedInBillAmount?: boolean;
  /** Default 0. */
  ccConvenienceFee?: AmountValue;
  /** Default 0. */
  ecConvenienceFee?: AmountValue;
}

export interface HostedPaymentFormInput {
  /** The answer of the payment initiation. */
  initiation: HostedFormInitiation;
  /** The account being paid (the verified account). */
  account: PayableAccount;
  /** The amount the member pays. */
  paymentAmount: AmountValue;
  /** The payment type chosen on the Pay step. */
  paymentType: PaymentType;
  /** The application id the client sends; used when the configuration has no applicationWebId. */
  applicationId: string;
  /** Absolute URL of the success callback (the quick-pay success path on the API host, doc 1 §4.1). */
  returnUrl: string;
  /** Absolute URL of the cancel callback (the quick-pay cancel path on the API host, doc 1 §4.1). */
  cancelUrl: string;
  fees?: HostedFormFees;
  /**
   * Whether this is a Quick Pay payment (default true): IsQuickPay is 'true'. A signed-in member's
   * payment (the payment confirmation dialog, doc 1 §2.3) passes false: IsQuickPay is 'false', and
   * the account's eligibility flags, which the member's payment amounts do not carry, do not
   * restrict the methods (see `hostedFormPaymentMethods`).
   */
  isQuickPay?: boolean;
}

const flag = (value: boolean) => (value ? 'true' : 'false');

/** The account number as the provider shows it: its last four digits after four dots. */
function accountDisplay(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

/**
 * Card and echeck enablement of a payment (doc 1 §4.1), as the hosted-payment form posts it and the
 * payment type choice offers it. Quick Pay (the default) reads the verified account's eligibility
 * flags: a missing flag means not eligible. A signed-in member's payment (`isQuickPay` false) pays
 * from the payment amounts object (doc 1 §3), which carries no eligibility flags: a missing flag
 * does not restrict, so the utility's settings (and a flag the caller does give) decide.
 */
export function hostedFormPaymentMethods(
  account: PayableAccount,
  settings: PaymentMethodSettings,
  isQuickPay = true,
): PaymentMethods {
  if (isQuickPay) return paymentMethods(account, settings);
  return paymentMethods(
    {
      ...account,
      isCcEligible: account.isCcEligible ?? true,
      isEcheckEligible: account.isEcheckEligible ?? true,
    },
    settings,
  );
}

/**
 * The hosted-payment form posted to the provider after a Quick Pay initiation (doc 1 §3, §4.1):
 * exactly the 20 fields of doc 1 §3, in its order, as strings.
 *
 * Doc 1 names the fields but not their sources; these are ours: ClientReferenceId is the
 * requisition's transNo, CoopNumber its clientId and AuthorizationToken its securityToken;
 * UtilityName the configured utility name; AccountDisplay the account number's last four digits
 * after four dots; Balance the amount paid (2 decimals); ApplicationId the configured
 * applicationWebId, else the client's application id; IsPostbackRequired 'true'; EnableCreditCard
 * and EnableECheck the card and echeck enablement of doc 1 §4.1; AcceptedCreditCardTypes the codes
 * of the allowed cards ("VI,MC,DI"); IsQuickPay 'true' (doc 1 §3: always true for Quick Pay), or
 * 'false' for a signed-in member's payment (`isQuickPay: false`); the convenience fees (2 decimals)
 * and TaxIncludedInBillAmount from `fees` (0, 0 and 'true' by default); MaxCCAmount the max charge
 * amount (2 decimals), or '0' when it is missing.
 */
export function buildHostedPaymentForm({
  initiation,
  account,
  paymentAmount,
  paymentType,
  applicationId,
  returnUrl,
  cancelUrl,
  fees = {},
  isQuickPay = true,
}: HostedPaymentFormInput): HostedPaymentFormValues {
  const { paymentRequisitionSettings: requisition, configuration } = initiation;
  const settings = configuration.paymentSettings;
  const methods = hostedFormPaymentMethods(
    account,
    {
      utilityAllowCreditCard: settings.utilityAllowCreditCard,
      utilityAllowEcheck: settings.utilityAllowEcheck,
      echeckProcessAsDraft: configuration.echeckProcessAsDraft,
      enforceNoMoreEchecks: configuration.enforceNoMoreEchecks,
    },
    isQuickPay,
  );
  const maxCharge = settings.maxChargeAmount;
  return {
    ClientReferenceId: requisition.transNo,
    CoopNumber: requisition.clientId,
    UtilityName: configuration.utilityName,
    AccountNumber: account.accountNumber,
    AccountDisplay: accountDisplay(account.accountNumber),
    Balance: formatAmount(paymentAmount),
    ApplicationId: configuration.applicationWebId || applicationId,
    IsPostbackRequired: 'true',
    EnableCreditCard: flag(methods.card),
    EnableECheck: flag(methods.echeck),
    HostedCCReturn: returnUrl,
    HostedCCCancel: cancelUrl,
    TaxIncludedInBillAmount: flag(fees.taxIncludedInBillAmount ?? true),
    PaymentType: paymentType,
    AcceptedCreditCardTypes: acceptedCardTypes(settings),
    IsQuickPay: flag(isQuickPay),
    AuthorizationToken: requisition.securityToken,
    CCConvenienceFee: formatAmount(fees.ccConvenienceFee),
    ECConvenienceFee: formatAmount(fees.ecConvenienceFee),
    MaxCCAmount: maxCharge == null || !Number.isFinite(maxCharge) ? '0' : formatAmount(maxCharge),
  };
}
