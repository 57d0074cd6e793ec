import { paymentAmountsQuery, useApiClient } from '@coop-portal/api-client/react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberAccount, PaymentAmounts } from '../PaymentConfirmation/types';

/**
 * The payment amounts (doc 1 §3) of each of the member's accounts, read afresh, in the accounts'
 * order. Each account's answer is cached under its own read (the contract's query key); one query
 * gathers them (TanStack Query's `useQueries` would add its observer to the code every page loads
 * first). One failed read fails the whole: the payment needs every account's amounts.
 */
export function usePaymentAmountsOf(
  memberNumber: string,
  accounts: readonly MemberAccount[] | undefined,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reads = (accounts ?? []).map((account) =>
    paymentAmountsQuery(client, {
      params: { memberNumber, accountNumber: account.accountNumber },
    }),
  );
  return useQuery<PaymentAmounts[]>({
    queryKey: [
      'coop-portal',
      client.config.apiBaseUrl,
      'paymentAmountsOf',
      reads.map((read) => read.queryKey),
    ],
    queryFn: accounts
      ? () => Promise.all(reads.map((read) => queryClient.fetchQuery({ ...read, staleTime: 0 })))
      : skipToken,
    staleTime: 0,
    // While a member pays, a new read must not change the amounts under them.
    refetchOnWindowFocus: false,
    // The reads are the member's own: sign-out clears them as it clears every member read.
    meta: { auth: 'member' },
  });
}
