// The query options and hooks of the contract's accounts endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import {
  getAccountInfo,
  getLinkedAccounts,
  getMemberAccounts,
  getMyMeterUrl,
} from '../../contract/accounts';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
} from '../endpointHooks';

/** Query options for `getMemberAccounts`. */
export const memberAccountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getMemberAccounts>,
) => endpointQuery(client, getMemberAccounts, input);
/** Reads `getMemberAccounts`; pass `skipToken` while the input is not known. */
export const useMemberAccounts = (
  input: ReadInput<typeof getMemberAccounts>,
  options?: ReadOptions<typeof getMemberAccounts>,
) => useEndpointQuery(getMemberAccounts, input, options);

/** Query options for `getAccountInfo`. */
export const accountInfoQuery = (client: ApiClient, input: ReadInput<typeof getAccountInfo>) =>
  endpointQuery(client, getAccountInfo, input);
/** Reads `getAccountInfo`; pass `skipToken` while the input is not known. */
export const useAccountInfo = (
  input: ReadInput<typeof getAccountInfo>,
  options?: ReadOptions<typeof getAccountInfo>,
) => useEndpointQuery(getAccountInfo, input, options);

/** Query options for `getLinkedAccounts`. */
export const linkedAccountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getLinkedAccounts>,
) => endpointQuery(client, getLinkedAccounts, input);
/** Reads `getLinkedAccounts`; pass `skipToken` while the input is not known. */
export const useLinkedAccounts = (
  input: ReadInput<typeof getLinkedAccounts>,
  options?: ReadOptions<typeof getLinkedAccounts>,
) => useEndpointQuery(getLinkedAccounts, input, options);

/** Query options for `getMyMeterUrl`. */
export const myMeterUrlQuery = (client: ApiClient, input: ReadInput<typeof getMyMeterUrl>) =>
  endpointQuery(client, getMyMeterUrl, input);
/** Reads `getMyMeterUrl`; pass `skipToken` while the input is not known. */
export const useMyMeterUrl = (
  input: ReadInput<typeof getMyMeterUrl>,
  options?: ReadOptions<typeof getMyMeterUrl>,
) => useEndpointQuery(getMyMeterUrl, input, options);
