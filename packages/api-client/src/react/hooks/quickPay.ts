// The query options and hooks of the contract's quickPay endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import {
  getQuickPayPaymentSettings,
  getQuickPayPaymentStatus,
  initiateQuickPayPayment,
  verifyQuickPayAccount,
} from '../../contract/quickPay';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getQuickPayPaymentSettings`. */
export const quickPayPaymentSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getQuickPayPaymentSettings>,
) => endpointQuery(client, getQuickPayPaymentSettings, input);
/** Reads `getQuickPayPaymentSettings`; pass `skipToken` while the input is not known. */
export const useQuickPayPaymentSettings = (
  input: ReadInput<typeof getQuickPayPaymentSettings>,
  options?: ReadOptions<typeof getQuickPayPaymentSettings>,
) => useEndpointQuery(getQuickPayPaymentSettings, input, options);

/** Query options for `getQuickPayPaymentStatus`. */
export const quickPayPaymentStatusQuery = (
  client: ApiClient,
  input: ReadInput<typeof getQuickPayPaymentStatus>,
) => endpointQuery(client, getQuickPayPaymentStatus, input);
/** Reads `getQuickPayPaymentStatus`; pass `skipToken` while the input is not known. */
export const useQuickPayPaymentStatus = (
  input: ReadInput<typeof getQuickPayPaymentStatus>,
  options?: ReadOptions<typeof getQuickPayPaymentStatus>,
) => useEndpointQuery(getQuickPayPaymentStatus, input, options);

/** Writes `verifyQuickPayAccount`. */
export const useVerifyQuickPayAccountMutation = (
  options?: WriteOptions<typeof verifyQuickPayAccount>,
) => useEndpointMutation(verifyQuickPayAccount, { ...options, invalidates: [] });

/** Writes `initiateQuickPayPayment`. */
export const useInitiateQuickPayPaymentMutation = (
  options?: WriteOptions<typeof initiateQuickPayPayment>,
) => useEndpointMutation(initiateQuickPayPayment, { ...options, invalidates: [] });
