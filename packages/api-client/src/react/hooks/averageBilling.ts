// The query options and hooks of the contract's averageBilling endpoints: a query-options factory
// and a hook per read, a mutation hook per write.
import { getAccountInfo, getMemberAccounts } from '../../contract/accounts';
import {
  getLevelizedAccounts,
  updateLevelizedAccount,
  updateLevelizedAccounts,
} from '../../contract/averageBilling';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getLevelizedAccounts`. */
export const levelizedAccountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getLevelizedAccounts>,
) => endpointQuery(client, getLevelizedAccounts, input);
/** Reads `getLevelizedAccounts`; pass `skipToken` while the input is not known. */
export const useLevelizedAccounts = (
  input: ReadInput<typeof getLevelizedAccounts>,
  options?: ReadOptions<typeof getLevelizedAccounts>,
) => useEndpointQuery(getLevelizedAccounts, input, options);

/** Writes `updateLevelizedAccount`; then reloads `getLevelizedAccounts`, `getAccountInfo`, `getMemberAccounts`. */
export const useUpdateLevelizedAccountMutation = (
  options?: WriteOptions<typeof updateLevelizedAccount>,
) =>
  useEndpointMutation(updateLevelizedAccount, {
    ...options,
    invalidates: [getLevelizedAccounts, getAccountInfo, getMemberAccounts],
  });

/** Writes `updateLevelizedAccounts`; then reloads `getLevelizedAccounts`, `getAccountInfo`, `getMemberAccounts`. */
export const useUpdateLevelizedAccountsMutation = (
  options?: WriteOptions<typeof updateLevelizedAccounts>,
) =>
  useEndpointMutation(updateLevelizedAccounts, {
    ...options,
    invalidates: [getLevelizedAccounts, getAccountInfo, getMemberAccounts],
  });
