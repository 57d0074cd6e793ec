import { useBillingHistory, usePaymentHistory } from '@coop-portal/api-client/react';
import { billingHistory } from '@coop-portal/validation';
import { useMemo } from 'react';

/**
 * One account's billing and payment history (doc 2 §3 combined record), newest first: both reads,
 * merged once both have answered. `error` is the first read's failure; `retry` reads the failed
 * ones again.
 */
export function useAccountHistory(accountNumber: string) {
  const payments = usePaymentHistory({ params: { accountNumber } });
  const bills = useBillingHistory({ params: { accountNumber } });
  const records = useMemo(
    () =>
      payments.data && bills.data
        ? billingHistory.mergeAccountHistory(payments.data.results, bills.data)
        : undefined,
    [payments.data, bills.data],
  );
  const queries = [payments, bills];
  return {
    records,
    error: queries.find((query) => query.isError)?.error ?? null,
    isRetrying: queries.some((query) => query.isFetching),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
