import type { AccountInfo, UsageRequest } from '@coop-portal/api-client';
import { accountOverview } from '@coop-portal/validation';
import { useState } from 'react';

/**
 * The usage request of the Billed Usage Summary (doc 2 §2.1): the account's last 12 months of
 * monthly usage, through the usage tracker's own call. The usage card and the chart read the same
 * answer (one request). The range is fixed when the overview opens: a re-render never asks for
 * another one.
 */
export function useBilledUsageRequest(account: AccountInfo, memberNumber: string): UsageRequest {
  const [range] = useState(() => accountOverview.billedUsageRange());
  return {
    memberNumber,
    accountNumber: account.accountNumber,
    fromDate: range.fromDate,
    toDate: range.toDate,
    commodity: account.accountType,
    zipcode: account.zip ?? null,
  };
}
