// The query options and hooks of the contract's outage endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import {
  getAccountOutageInfo,
  getOutageHistory,
  getOutageStatus,
  reportGuestOutage,
  reportOutage,
  verifyOutageAccount,
} from '../../contract/outage';
import { getAccountInfo } from '../../contract/accounts';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getOutageStatus`. */
export const outageStatusQuery = (client: ApiClient, input: ReadInput<typeof getOutageStatus>) =>
  endpointQuery(client, getOutageStatus, input);
/** Reads `getOutageStatus`; pass `skipToken` while the input is not known. */
export const useOutageStatus = (
  input: ReadInput<typeof getOutageStatus>,
  options?: ReadOptions<typeof getOutageStatus>,
) => useEndpointQuery(getOutageStatus, input, options);

/** Query options for `getAccountOutageInfo`. */
export const accountOutageInfoQuery = (
  client: ApiClient,
  input: ReadInput<typeof getAccountOutageInfo>,
) => endpointQuery(client, getAccountOutageInfo, input);
/** Reads `getAccountOutageInfo`; pass `skipToken` while the input is not known. */
export const useAccountOutageInfo = (
  input: ReadInput<typeof getAccountOutageInfo>,
  options?: ReadOptions<typeof getAccountOutageInfo>,
) => useEndpointQuery(getAccountOutageInfo, input, options);

/** Query options for `getOutageHistory`. */
export const outageHistoryQuery = (client: ApiClient, input: ReadInput<typeof getOutageHistory>) =>
  endpointQuery(client, getOutageHistory, input);
/** Reads `getOutageHistory`; pass `skipToken` while the input is not known. */
export const useOutageHistory = (
  input: ReadInput<typeof getOutageHistory>,
  options?: ReadOptions<typeof getOutageHistory>,
) => useEndpointQuery(getOutageHistory, input, options);

/**
 * Writes `reportOutage` (pass the intent's `Idempotency-Key` in `headers`, the same for a retry);
 * then reloads `getOutageStatus`, `getAccountOutageInfo` and `getAccountInfo` (its outage status).
 */
export const useReportOutageMutation = (options?: WriteOptions<typeof reportOutage>) =>
  useEndpointMutation(reportOutage, {
    ...options,
    invalidates: [getOutageStatus, getAccountOutageInfo, getAccountInfo],
  });

/** Writes `verifyOutageAccount` (a guest's account number and last four phone digits). */
export const useVerifyOutageAccountMutation = (
  options?: WriteOptions<typeof verifyOutageAccount>,
) => useEndpointMutation(verifyOutageAccount, { ...options, invalidates: [] });

/**
 * Writes `reportGuestOutage` (pass the intent's `Idempotency-Key` and the guest's `Outage-Token`
 * in `headers`); a guest reads nothing the report changes, so nothing is reloaded.
 */
export const useReportGuestOutageMutation = (options?: WriteOptions<typeof reportGuestOutage>) =>
  useEndpointMutation(reportGuestOutage, { ...options, invalidates: [] });
