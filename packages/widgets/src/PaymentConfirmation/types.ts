import type {
  EndpointResponse,
  getMemberAccounts,
  getMemberPaymentSettings,
  getPaymentAmounts,
} from '@coop-portal/api-client';
import type { quickPay } from '@coop-portal/validation';

/** One of the signed-in member's accounts (doc 2 §3 account info). */
export type MemberAccount = EndpointResponse<typeof getMemberAccounts>[number];
/** The payment amounts of one account (doc 1 §3, §7). */
export type PaymentAmounts = EndpointResponse<typeof getPaymentAmounts>;
/** The member's payment settings, channel web (doc 1 §3, §7). */
export type MemberPaymentSettings = EndpointResponse<typeof getMemberPaymentSettings>;

/** `onPaymentStarted`: the payment was initiated; the form is being posted to the provider. */
export interface PaymentConfirmationStartedDetail {
  accountNumber: string;
  memberNumber: string;
  /** The amount, rounded to cents. */
  paymentAmount: number;
  paymentType: quickPay.PaymentType;
  /** Where the hosted-payment form goes. */
  actionUrl: string;
}

/** `onError`: a call failed; `message` is what the dialog shows (doc 1 §8 catalogue). */
export interface PaymentConfirmationErrorDetail {
  message: string;
}
