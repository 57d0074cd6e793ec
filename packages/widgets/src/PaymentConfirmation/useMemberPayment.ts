import { paymentCallbackPaths } from '@coop-portal/api-client';
import {
  paymentTaxQuery,
  useApiClient,
  useInitiateMemberPaymentMutation,
} from '@coop-portal/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useHostedPayment } from '../shared/useHostedPayment';
import type { quickPay } from '@coop-portal/validation';
import type { PaymentConfirmationStartedDetail } from './types';

export interface UseMemberPaymentOptions {
  /** The signed-in member; Pay is only pressed with one. */
  memberNumber: string | undefined;
  /** The amount rules' wording and the message for a payment without a signed-in member. */
  text: quickPay.QuickPayMessages & { notSignedIn: string };
  /** The payment started (a valid amount, true) or its initiation failed (false). */
  onPayingChange?: (isPaying: boolean) => void;
  /** Just before the hosted-payment form is posted. */
  onStarted?: (detail: PaymentConfirmationStartedDetail) => void;
  /** A call failed: the doc 1 §8 message to show. */
  onError: (message: string) => void;
}

/**
 * The signed-in member's hand-off to the hosted payment provider (doc 1 §3, §4.1): `useHostedPayment`
 * with the tax and convenience fees read first (`getPaymentTax`), the member's payment initiation,
 * the member callbacks (`paymentCallbackPaths.paymentSuccess` / `paymentCancel`) and IsQuickPay
 * 'false'. One initiation and one form post per intent, however often Pay is pressed.
 */
export function useMemberPayment({
  memberNumber,
  text,
  onPayingChange,
  onStarted,
  onError,
}: UseMemberPaymentOptions) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const initiate = useInitiateMemberPaymentMutation();

  /** The member paying: Pay is only pressed with one signed in. */
  const payer = () => {
    if (!memberNumber) throw new Error(text.notSignedIn);
    return memberNumber;
  };

  return useHostedPayment({
    fees: async (request) => {
      const tax = await queryClient.fetchQuery({
        ...paymentTaxQuery(api, {
          params: { memberNumber: payer() },
          body: { accountsToPay: request.accountsToPay },
        }),
        staleTime: 0,
      });
      return {
        taxIncludedInBillAmount: tax.taxIncludedInBillAmount,
        ccConvenienceFee: tax.ccConvenienceFee,
        ecConvenienceFee: tax.ecConvenienceFee,
      };
    },
    initiate: (request) =>
      initiate.mutateAsync({ params: { memberNumber: payer() }, body: request }),
    callbackPaths: {
      success: paymentCallbackPaths.paymentSuccess,
      cancel: paymentCallbackPaths.paymentCancel,
    },
    isQuickPay: false,
    messages: text,
    onPayingChange,
    onStarted: (detail) => onStarted?.({ ...detail, memberNumber: payer() }),
    onError,
  });
}
