import { useBillingHistory, usePaymentHistory } from '@coop-portal/api-client/react';
import { billingHistory } from '@coop-portal/validation';
import { useMemo } from 'react';

/** An account's history as the widgets read it. */
export interface AccountHistory {
  /** Newest first; undefined until both reads have answered. */
  records: billingHistory.HistoryRecord[] | undefined;
  /** The first read's failure. */
  error: Error | null;
  /** A failed read is being tried again. */
  isRetrying: boolean;
  /** Reads the failed ones again. */
  retry: () => void;
}

/**
 * One account's billing and payment history (doc 2 §3 combined record), newest first: both reads,
 * merged once both have answered. `error` is the first read's failure; `retry` reads the failed
 * ones again.
 */
export function useAccountHistory(accountNumber: string): AccountHistory {
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
