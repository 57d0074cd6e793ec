// The query options and hooks of the contract's roundUp endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import { getAccountInfo, getMemberAccounts } from '../../contract/accounts';
import { getMemberDetails } from '../../contract/profile';
import { updateRoundUp } from '../../contract/roundUp';
import { useEndpointMutation, type WriteOptions } from '../endpointHooks';

/** Writes `updateRoundUp`; then reloads `getMemberDetails`, `getMemberAccounts`, `getAccountInfo`. */
export const useUpdateRoundUpMutation = (options?: WriteOptions<typeof updateRoundUp>) =>
  useEndpointMutation(updateRoundUp, {
    ...options,
    invalidates: [getMemberDetails, getMemberAccounts, getAccountInfo],
  });
