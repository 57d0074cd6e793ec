// The query options and hooks of the contract's payment methods and auto pay endpoints: a
// query-options factory and a hook per read, a mutation hook per write.
import {
  addPaymentMethod,
  deletePaymentMethod,
  enrollAutoPay,
  getAutoPayments,
  getPaymentMethods,
  setDefaultPaymentMethod,
  startPaymentMethod,
  stopAutoPay,
} from '../../contract/paymentMethods';
import { getRegisteredAutopayments } from '../../contract/payments';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getPaymentMethods`. */
export const paymentMethodsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getPaymentMethods>,
) => endpointQuery(client, getPaymentMethods, input);
/** Reads `getPaymentMethods`; pass `skipToken` while the input is not known. */
export const usePaymentMethods = (
  input: ReadInput<typeof getPaymentMethods>,
  options?: ReadOptions<typeof getPaymentMethods>,
) => useEndpointQuery(getPaymentMethods, input, options);

/** Query options for `getAutoPayments`. */
export const autoPaymentsQuery = (client: ApiClient, input: ReadInput<typeof getAutoPayments>) =>
  endpointQuery(client, getAutoPayments, input);
/** Reads `getAutoPayments`; pass `skipToken` while the input is not known. */
export const useAutoPayments = (
  input: ReadInput<typeof getAutoPayments>,
  options?: ReadOptions<typeof getAutoPayments>,
) => useEndpointQuery(getAutoPayments, input, options);

/** Writes `startPaymentMethod` (the browser then leaves for the provider). */
export const useStartPaymentMethodMutation = (options?: WriteOptions<typeof startPaymentMethod>) =>
  useEndpointMutation(startPaymentMethod, { ...options, invalidates: [] });

/** Writes `addPaymentMethod`; then reloads the stored methods. */
export const useAddPaymentMethodMutation = (options?: WriteOptions<typeof addPaymentMethod>) =>
  useEndpointMutation(addPaymentMethod, { ...options, invalidates: [getPaymentMethods] });

/** Writes `setDefaultPaymentMethod`; then reloads the stored methods. */
export const useSetDefaultPaymentMethodMutation = (
  options?: WriteOptions<typeof setDefaultPaymentMethod>,
) => useEndpointMutation(setDefaultPaymentMethod, { ...options, invalidates: [getPaymentMethods] });

/** Writes `deletePaymentMethod`; then reloads the stored methods. */
export const useDeletePaymentMethodMutation = (
  options?: WriteOptions<typeof deletePaymentMethod>,
) => useEndpointMutation(deletePaymentMethod, { ...options, invalidates: [getPaymentMethods] });

/**
 * Writes `enrollAutoPay`; then reloads the auto payments, the methods (which accounts use them)
 * and the registered autopayments (My Profile's removal block).
 */
export const useEnrollAutoPayMutation = (options?: WriteOptions<typeof enrollAutoPay>) =>
  useEndpointMutation(enrollAutoPay, {
    ...options,
    invalidates: [getAutoPayments, getPaymentMethods, getRegisteredAutopayments],
  });

/** Writes `stopAutoPay`; then reloads what enrolling does. */
export const useStopAutoPayMutation = (options?: WriteOptions<typeof stopAutoPay>) =>
  useEndpointMutation(stopAutoPay, {
    ...options,
    invalidates: [getAutoPayments, getPaymentMethods, getRegisteredAutopayments],
  });
