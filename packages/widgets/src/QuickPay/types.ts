import type {
  EndpointResponse,
  getQuickPayPaymentSettings,
  verifyQuickPayAccount,
} from '@coop-portal/api-client';
import type { quickPay } from '@coop-portal/validation';

/** The answer of the Quick Pay verification (doc 1 §3). */
export type QuickPayVerification = EndpointResponse<typeof verifyQuickPayAccount>;
/** The Quick Pay payment settings (doc 1 §3). */
export type QuickPaySettings = EndpointResponse<typeof getQuickPayPaymentSettings>;

/** The three steps of the dialog (doc 1 §2.5). */
export type QuickPayStep = 'account' | 'verify' | 'pay';

/** `onVerified`: the account was verified (the quick-pay token is kept by the session). */
export interface QuickPayVerifiedDetail {
  accountNumber: string;
  memberNumber: string;
}

/** `onPaymentStarted`: the payment was initiated; the form is being posted to the provider. */
export interface QuickPayPaymentStartedDetail {
  accountNumber: string;
  /** The amount, rounded to cents. */
  paymentAmount: number;
  paymentType: quickPay.PaymentType;
  /** Where the hosted-payment form goes. */
  actionUrl: string;
}

/** `onError`: a call failed; `message` is what the dialog shows (doc 1 §8). */
export interface QuickPayErrorDetail {
  step: QuickPayStep;
  message: string;
}
