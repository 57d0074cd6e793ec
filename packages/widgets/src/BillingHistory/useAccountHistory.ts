import { useBillingHistory, usePaymentHistory } from '@coop-portal/api-client/react';
import { billingHistory } from '@coop-portal/validation';
import { useMemo } from 'react';
import type { FailableRead } from '../shared/ReadFailure';

/** An account's history as the widgets read it. */
export interface AccountHistory {
  /** Newest first; undefined until both reads have answered. */
  records: billingHistory.HistoryRecord[] | undefined;
  /** The two reads (payments, bills), for `ReadFailure`. */
  reads: readonly FailableRead[];
  /** One of the reads failed. */
  failed: boolean;
}

/**
 * One account's billing and payment history (doc 2 §3 combined record), newest first: both reads,
 * merged once both have answered.
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
  return { records, reads: [payments, bills], failed: payments.isError || bills.isError };
}
