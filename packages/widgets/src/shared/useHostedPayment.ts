import { useApiClient } from '@coop-portal/api-client/react';
import { useLocale } from '@coop-portal/ui';
import { quickPay, validateForm } from '@coop-portal/validation';
import { useRef, useState, type RefObject } from 'react';
import { postForm } from './postForm';
import { useErrorMessage } from './useErrorMessage';

/** The payment initiation answer (doc 1 §3): what the hosted-payment form is built from, and where it goes. */
export interface HostedPaymentInitiation extends quickPay.HostedFormInitiation {
  paymentRequisitionSettings: quickPay.HostedFormInitiation['paymentRequisitionSettings'] & {
    actionUrl: string;
  };
}

/** What Pay was pressed with. */
export interface HostedPaymentValues {
  /** The account being paid. */
  account: quickPay.PayableAccount;
  /** The doc 1 §5.1 amount rules (`quickPay.paymentOptions(…).rules`). */
  rules: quickPay.PaymentAmountRules;
  /** The amount as typed. */
  paymentAmount: string;
  paymentType: quickPay.PaymentType;
}

/**
 * What Pay was pressed with for several accounts at once: each account with its amount, already
 * checked by the caller (e.g. `payMultiple.accountAmountErrors`), and one payment type for all.
 */
export interface HostedPaymentAccountsValues {
  payments: { account: quickPay.PayableAccount; paymentAmount: number }[];
  paymentType: quickPay.PaymentType;
  /**
   * The day the payment is made (yyyy-MM-dd), sent in the payment request where the site allows
   * future-dated payments; a day after today schedules it.
   */
  paymentDate?: string;
  /**
   * The provider's callbacks for this payment, instead of the hook's: a scheduled payment returns
   * to `scheduleCallbackPaths` of `@coop-portal/api-client`.
   */
  callbackPaths?: { success: string; cancel: string };
}

/** The payment request sent to the initiation: doc 1 §3's, with the payment date when there is one. */
export type HostedPaymentRequest = quickPay.PaymentRequest & { paymentDate?: string };

/** The payment was initiated; the form is being posted to the provider. */
export interface HostedPaymentStartedDetail {
  accountNumber: string;
  /** The amount, rounded to cents. */
  paymentAmount: number;
  paymentType: quickPay.PaymentType;
  /** Where the hosted-payment form goes. */
  actionUrl: string;
}

export interface UseHostedPaymentOptions {
  /**
   * Initiates the payment with the doc 1 §3 payment request, e.g. an initiate mutation's
   * `mutateAsync`; a rejection is a failed initiation.
   */
  initiate: (request: HostedPaymentRequest) => Promise<HostedPaymentInitiation>;
  /**
   * Reads the tax and convenience fees for the request before the initiation, where the payment
   * has a call for them; a rejection fails the payment before anything is initiated.
   */
  fees?: (request: quickPay.PaymentRequest) => Promise<quickPay.HostedFormFees>;
  /**
   * The provider's success and cancel callbacks, as paths on the API host (`paymentCallbackPaths`
   * of `@coop-portal/api-client`).
   */
  callbackPaths: { success: string; cancel: string };
  /** Whether this is a Quick Pay payment (default true); see `quickPay.buildHostedPaymentForm`. */
  isQuickPay?: boolean;
  /** The rule messages the amount is checked with (default `quickPay.quickPayMessages`). */
  messages?: quickPay.QuickPayMessages;
  /** The payment started (a valid amount, true) or its initiation failed (false). */
  onPayingChange?: (isPaying: boolean) => void;
  /** Just before the hosted-payment form is posted. */
  onStarted?: (detail: HostedPaymentStartedDetail) => void;
  /** A call failed: the doc 1 §8 message to show. */
  onError?: (message: string) => void;
}

export interface HostedPayment {
  /**
   * Pay: checks the amount (doc 1 §5.1), then, once per intent however often it is called,
   * initiates the payment and posts the hosted-payment form to the provider.
   */
  pay: (values: HostedPaymentValues) => Promise<void>;
  /**
   * Pay for several accounts in one payment request (amounts checked by the caller): once per
   * intent, shared with `pay`, however often it is called. The hosted-payment form carries the
   * first account and the total amount; the request carries every account.
   */
  payAccounts: (values: HostedPaymentAccountsValues) => Promise<void>;
  /** Between a valid Pay and a failed initiation (the page is left on success). */
  isPaying: boolean;
  /** The field errors of the last Pay, keyed `paymentAmount` and `paymentType`. */
  errors: Record<string, string>;
  /**
   * Where the hidden form is put before it is posted: a hidden element in the widget's own tree
   * (so inside an embed's shadow root too), outside the payment form.
   */
  postTarget: RefObject<HTMLDivElement | null>;
  /** Starts over: a new intent, no errors; the answers of a payment under way are ignored. */
  reset: () => void;
}

/**
 * The hand-off to the hosted payment provider (doc 1 §3, §4.1, §7): Pay checks the amount with the
 * §5.1 rules and shows the messages on the fields; with a valid amount it builds the payment
 * request, reads the fees where the payment has a call for them, initiates the payment, builds the
 * hosted-payment form (doc 1 §3) with the callbacks on the API host and posts it to the returned
 * action URL. One initiation and one form post per intent, however often Pay is pressed; after a
 * failed call Pay can be pressed again. Card and bank numbers never touch this code: the member
 * enters them on the provider's page. Needs a `CoopWidgetProvider`.
 */
export function useHostedPayment({
  initiate,
  fees,
  callbackPaths,
  isQuickPay = true,
  messages = quickPay.quickPayMessages,
  onPayingChange,
  onStarted,
  onError,
}: UseHostedPaymentOptions): HostedPayment {
  const errorMessage = useErrorMessage();
  const api = useApiClient();
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPaying, setPaying] = useState(false);
  // One initiation and one form post per intent, however often Pay is pressed (state alone would
  // let presses through until the next render); answers that arrive after a reset are ignored.
  const intent = useRef(false);
  const run = useRef(0);
  const postTarget = useRef<HTMLDivElement>(null);

  const paying = (next: boolean) => {
    setPaying(next);
    onPayingChange?.(next);
  };

  const pay = async ({
    account,
    rules,
    paymentAmount: typed,
    paymentType,
  }: HostedPaymentValues) => {
    if (intent.current) return;
    const result = validateForm(
      quickPay.createQuickPayPaymentSchema(account, rules, messages, locale),
      { paymentAmount: typed, paymentType },
    );
    setErrors(result.errors);
    if (!result.success) return;
    await start([{ account, paymentAmount: result.data.paymentAmount }], result.data.paymentType);
  };

  const payAccounts = async ({
    payments,
    paymentType,
    paymentDate,
    callbackPaths: paymentCallbacks,
  }: HostedPaymentAccountsValues) => {
    if (intent.current || payments.length === 0) return;
    setErrors({});
    await start(payments, paymentType, paymentDate, paymentCallbacks);
  };

  /** Initiates the payment of the accounts and posts the form: the caller holds no intent yet. */
  const start = async (
    payments: HostedPaymentAccountsValues['payments'],
    type: quickPay.PaymentType,
    paymentDate?: string,
    callbacks = callbackPaths,
  ) => {
    const [first] = payments;
    if (!first) return;
    intent.current = true;
    const current = run.current;
    paying(true);
    const request: HostedPaymentRequest = {
      ...quickPay.buildPaymentRequest(payments),
      ...(paymentDate ? { paymentDate } : {}),
    };
    let paymentFees: quickPay.HostedFormFees | undefined;
    let initiation: HostedPaymentInitiation;
    try {
      if (fees) {
        paymentFees = await fees(request);
        if (current !== run.current) return;
      }
      initiation = await initiate(request);
    } catch (failure) {
      if (current !== run.current) return;
      intent.current = false;
      paying(false);
      onError?.(errorMessage(failure));
      return;
    }
    if (current !== run.current) return;
    const fields = quickPay.buildHostedPaymentForm({
      initiation,
      account: first.account,
      paymentAmount: request.amount,
      paymentType: type,
      applicationId: api.config.applicationId,
      returnUrl: api.url(callbacks.success),
      cancelUrl: api.url(callbacks.cancel),
      ...(paymentFees ? { fees: paymentFees } : {}),
      isQuickPay,
    });
    const { actionUrl } = initiation.paymentRequisitionSettings;
    onStarted?.({
      accountNumber: first.account.accountNumber,
      paymentAmount: request.amount,
      paymentType: type,
      actionUrl,
    });
    if (postTarget.current) postForm(postTarget.current, actionUrl, fields);
  };

  const reset = () => {
    run.current += 1;
    intent.current = false;
    setErrors({});
    setPaying(false);
  };

  return { pay, payAccounts, isPaying, errors, postTarget, reset };
}
