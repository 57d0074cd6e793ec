// The query options and hooks of the contract's serviceRequests endpoints: a query-options factory
// and a hook per read, a mutation hook per write.
import {
  getServiceAccountTypes,
  getServiceOrderTypes,
  getServiceOrders,
  processServiceOrder,
} from '../../contract/serviceRequests';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getServiceAccountTypes`. */
export const serviceAccountTypesQuery = (client: ApiClient) =>
  endpointQuery(client, getServiceAccountTypes);
/** Reads `getServiceAccountTypes`. */
export const useServiceAccountTypes = (options?: ReadOptions<typeof getServiceAccountTypes>) =>
  useEndpointQuery(getServiceAccountTypes, undefined, options);

/** Query options for `getServiceOrderTypes`. */
export const serviceOrderTypesQuery = (
  client: ApiClient,
  input: ReadInput<typeof getServiceOrderTypes>,
) => endpointQuery(client, getServiceOrderTypes, input);
/** Reads `getServiceOrderTypes`; pass `skipToken` while the input is not known. */
export const useServiceOrderTypes = (
  input: ReadInput<typeof getServiceOrderTypes>,
  options?: ReadOptions<typeof getServiceOrderTypes>,
) => useEndpointQuery(getServiceOrderTypes, input, options);

/** Query options for `getServiceOrders`. */
export const serviceOrdersQuery = (client: ApiClient, input: ReadInput<typeof getServiceOrders>) =>
  endpointQuery(client, getServiceOrders, input);
/** Reads `getServiceOrders`; pass `skipToken` while the input is not known. */
export const useServiceOrders = (
  input: ReadInput<typeof getServiceOrders>,
  options?: ReadOptions<typeof getServiceOrders>,
) => useEndpointQuery(getServiceOrders, input, options);

/** Writes `processServiceOrder`; then reloads `getServiceOrders`. */
export const useProcessServiceOrderMutation = (
  options?: WriteOptions<typeof processServiceOrder>,
) => useEndpointMutation(processServiceOrder, { ...options, invalidates: [getServiceOrders] });
