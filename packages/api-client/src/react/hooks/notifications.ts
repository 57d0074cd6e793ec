// The query options and hooks of the contract's notifications endpoints: a query-options factory
// and a hook per read, a mutation hook per write.
import {
  addNotificationContact,
  deleteNotificationContact,
  getNotifications,
  updateNotifications,
  verifyNotificationContact,
} from '../../contract/notifications';
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

/** Writes `addNotificationContact`; then reloads `getNotifications`. */
export const useAddNotificationContactMutation = (
  options?: WriteOptions<typeof addNotificationContact>,
) => useEndpointMutation(addNotificationContact, { ...options, invalidates: [getNotifications] });

/** Writes `verifyNotificationContact`; then reloads `getNotifications`. */
export const useVerifyNotificationContactMutation = (
  options?: WriteOptions<typeof verifyNotificationContact>,
) =>
  useEndpointMutation(verifyNotificationContact, { ...options, invalidates: [getNotifications] });

/** Writes `deleteNotificationContact`; then reloads `getNotifications`. */
export const useDeleteNotificationContactMutation = (
  options?: WriteOptions<typeof deleteNotificationContact>,
) =>
  useEndpointMutation(deleteNotificationContact, { ...options, invalidates: [getNotifications] });
