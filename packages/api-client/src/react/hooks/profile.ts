// The query options and hooks of the contract's profile endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import { getAccountInfo, getMemberAccounts } from '../../contract/accounts';
import {
  getAccountProfile,
  getMemberDetails,
  updateAccountProfile,
  updateMemberDetails,
} from '../../contract/profile';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getAccountProfile`. */
export const accountProfileQuery = (
  client: ApiClient,
  input: ReadInput<typeof getAccountProfile>,
) => endpointQuery(client, getAccountProfile, input);
/** Reads `getAccountProfile`; pass `skipToken` while the input is not known. */
export const useAccountProfile = (
  input: ReadInput<typeof getAccountProfile>,
  options?: ReadOptions<typeof getAccountProfile>,
) => useEndpointQuery(getAccountProfile, input, options);

/** Query options for `getMemberDetails`. */
export const memberDetailsQuery = (client: ApiClient, input: ReadInput<typeof getMemberDetails>) =>
  endpointQuery(client, getMemberDetails, input);
/** Reads `getMemberDetails`; pass `skipToken` while the input is not known. */
export const useMemberDetails = (
  input: ReadInput<typeof getMemberDetails>,
  options?: ReadOptions<typeof getMemberDetails>,
) => useEndpointQuery(getMemberDetails, input, options);

/** Writes `updateAccountProfile`; then reloads `getAccountProfile`, `getAccountInfo`, `getMemberAccounts`. */
export const useUpdateAccountProfileMutation = (
  options?: WriteOptions<typeof updateAccountProfile>,
) =>
  useEndpointMutation(updateAccountProfile, {
    ...options,
    invalidates: [getAccountProfile, getAccountInfo, getMemberAccounts],
  });

/** Writes `updateMemberDetails`; then reloads `getMemberDetails`, `getMemberAccounts`, `getAccountInfo`. */
export const useUpdateMemberDetailsMutation = (
  options?: WriteOptions<typeof updateMemberDetails>,
) =>
  useEndpointMutation(updateMemberDetails, {
    ...options,
    invalidates: [getMemberDetails, getMemberAccounts, getAccountInfo],
  });
