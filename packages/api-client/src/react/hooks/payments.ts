// The query options and hooks of the contract's payments endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import {
  completeScheduledPayment,
  deleteScheduledPayment,
  getMemberPaymentSettings,
  getPaymentAmounts,
  getPaymentStatus,
  getPaymentTax,
  getRegisteredAutopayments,
  getScheduledPayments,
  initiateMemberPayment,
} from '../../contract/payments';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getPaymentAmounts`. */
export const paymentAmountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getPaymentAmounts>,
) => endpointQuery(client, getPaymentAmounts, input);
/** Reads `getPaymentAmounts`; pass `skipToken` while the input is not known. */
export const usePaymentAmounts = (
  input: ReadInput<typeof getPaymentAmounts>,
  options?: ReadOptions<typeof getPaymentAmounts>,
) => useEndpointQuery(getPaymentAmounts, input, options);

/** Query options for `getMemberPaymentSettings`. */
export const memberPaymentSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getMemberPaymentSettings>,
) => endpointQuery(client, getMemberPaymentSettings, input);
/** Reads `getMemberPaymentSettings`; pass `skipToken` while the input is not known. */
export const useMemberPaymentSettings = (
  input: ReadInput<typeof getMemberPaymentSettings>,
  options?: ReadOptions<typeof getMemberPaymentSettings>,
) => useEndpointQuery(getMemberPaymentSettings, input, options);

/** Query options for `getPaymentTax`. */
export const paymentTaxQuery = (client: ApiClient, input: ReadInput<typeof getPaymentTax>) =>
  endpointQuery(client, getPaymentTax, input);
/** Reads `getPaymentTax`; pass `skipToken` while the input is not known. */
export const usePaymentTax = (
  input: ReadInput<typeof getPaymentTax>,
  options?: ReadOptions<typeof getPaymentTax>,
) => useEndpointQuery(getPaymentTax, input, options);

/** Query options for `getPaymentStatus`. */
export const paymentStatusQuery = (client: ApiClient, input: ReadInput<typeof getPaymentStatus>) =>
  endpointQuery(client, getPaymentStatus, input);
/** Reads `getPaymentStatus`; pass `skipToken` while the input is not known. */
export const usePaymentStatus = (
  input: ReadInput<typeof getPaymentStatus>,
  options?: ReadOptions<typeof getPaymentStatus>,
) => useEndpointQuery(getPaymentStatus, input, options);

/** Query options for `getRegisteredAutopayments`. */
export const registeredAutopaymentsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getRegisteredAutopayments>,
) => endpointQuery(client, getRegisteredAutopayments, input);
/** Reads `getRegisteredAutopayments`; pass `skipToken` while the input is not known. */
export const useRegisteredAutopayments = (
  input: ReadInput<typeof getRegisteredAutopayments>,
  options?: ReadOptions<typeof getRegisteredAutopayments>,
) => useEndpointQuery(getRegisteredAutopayments, input, options);

/** Query options for `getScheduledPayments`. */
export const scheduledPaymentsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getScheduledPayments>,
) => endpointQuery(client, getScheduledPayments, input);
/** Reads `getScheduledPayments`; pass `skipToken` while the input is not known. */
export const useScheduledPayments = (
  input: ReadInput<typeof getScheduledPayments>,
  options?: ReadOptions<typeof getScheduledPayments>,
) => useEndpointQuery(getScheduledPayments, input, options);

/** Writes `initiateMemberPayment`. */
export const useInitiateMemberPaymentMutation = (
  options?: WriteOptions<typeof initiateMemberPayment>,
) => useEndpointMutation(initiateMemberPayment, { ...options, invalidates: [] });

/** Writes `deleteScheduledPayment`; then reloads `getScheduledPayments`. */
export const useDeleteScheduledPaymentMutation = (
  options?: WriteOptions<typeof deleteScheduledPayment>,
) =>
  useEndpointMutation(deleteScheduledPayment, { ...options, invalidates: [getScheduledPayments] });

/** Writes `completeScheduledPayment` (the provider's return of a scheduled payment); then reloads `getScheduledPayments`. */
export const useCompleteScheduledPaymentMutation = (
  options?: WriteOptions<typeof completeScheduledPayment>,
) =>
  useEndpointMutation(completeScheduledPayment, {
    ...options,
    invalidates: [getScheduledPayments],
  });
