import type { AccountInfo, UsageRequest } from '@coop-portal/api-client';
import { useMonthlyUsage } from '@coop-portal/api-client/react';
import { accountOverview } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';

/** The monthly usage read of the Billed Usage Summary (and the usage card, which shares it). */
export type MonthlyUsageRead = ReturnType<typeof useMonthlyUsage>;

/**
 * The account's last 12 months of monthly usage (doc 2 §2.1 Billed Usage Summary), read through the
 * usage tracker's own call, only when the summary is shown. The usage card and the chart read the
 * same answer.
 */
export function useBilledUsage({
  account,
  memberNumber,
  enabled,
}: {
  account: AccountInfo;
  memberNumber: string;
  enabled: boolean;
}): MonthlyUsageRead {
  // The range is fixed when the overview opens: a re-render never asks for another one.
  const [range] = useState(() => accountOverview.billedUsageRange());
  const request: UsageRequest = {
    memberNumber,
    accountNumber: account.accountNumber,
    fromDate: range.fromDate,
    toDate: range.toDate,
    commodity: account.accountType,
    zipcode: account.zip ?? null,
  };
  return useMonthlyUsage(enabled ? { body: request } : skipToken);
}
