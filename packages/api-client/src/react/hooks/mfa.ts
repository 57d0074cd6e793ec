// The query options and hooks of the contract's mfa endpoints: a query-options factory and a hook
// per read, a mutation hook per write.
import { deleteMfaSecret, getMfaQrCode, getMfaStatus, setMfaSecret } from '../../contract/mfa';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getMfaStatus`. */
export const mfaStatusQuery = (client: ApiClient, input: ReadInput<typeof getMfaStatus>) =>
  endpointQuery(client, getMfaStatus, input);
/** Reads `getMfaStatus`; pass `skipToken` while the input is not known. */
export const useMfaStatus = (
  input: ReadInput<typeof getMfaStatus>,
  options?: ReadOptions<typeof getMfaStatus>,
) => useEndpointQuery(getMfaStatus, input, options);

/** Query options for `getMfaQrCode`. */
export const mfaQrCodeQuery = (client: ApiClient, input: ReadInput<typeof getMfaQrCode>) =>
  endpointQuery(client, getMfaQrCode, input);
/** Reads `getMfaQrCode`; pass `skipToken` while the input is not known. */
export const useMfaQrCode = (
  input: ReadInput<typeof getMfaQrCode>,
  options?: ReadOptions<typeof getMfaQrCode>,
) => useEndpointQuery(getMfaQrCode, input, options);

/** Writes `setMfaSecret`; then reloads `getMfaStatus`. */
export const useSetMfaSecretMutation = (options?: WriteOptions<typeof setMfaSecret>) =>
  useEndpointMutation(setMfaSecret, { ...options, invalidates: [getMfaStatus] });

/** Writes `deleteMfaSecret`; then reloads `getMfaStatus`. */
export const useDeleteMfaSecretMutation = (options?: WriteOptions<typeof deleteMfaSecret>) =>
  useEndpointMutation(deleteMfaSecret, { ...options, invalidates: [getMfaStatus] });
