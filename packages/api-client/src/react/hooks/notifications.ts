// The query options and hooks of the contract's notifications endpoints: a query-options factory
// and a hook per read, a mutation hook per write.
import { getNotifications, updateNotifications } from '../../contract/notifications';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getNotifications`. */
export const notificationsQuery = (client: ApiClient, input: ReadInput<typeof getNotifications>) =>
  endpointQuery(client, getNotifications, input);
/** Reads `getNotifications`; pass `skipToken` while the input is not known. */
export const useNotifications = (
  input: ReadInput<typeof getNotifications>,
  options?: ReadOptions<typeof getNotifications>,
) => useEndpointQuery(getNotifications, input, options);

/** Writes `updateNotifications`; then reloads `getNotifications`. */
export const useUpdateNotificationsMutation = (
  options?: WriteOptions<typeof updateNotifications>,
) => useEndpointMutation(updateNotifications, { ...options, invalidates: [getNotifications] });
