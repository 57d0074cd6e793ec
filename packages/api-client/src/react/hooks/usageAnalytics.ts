// The query options and hooks of the contract's usageAnalytics endpoints: a query-options factory
// and a hook per read, a mutation hook per write.
import { getUsageAnalyticsSettings } from '../../contract/usageAnalytics';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
} from '../endpointHooks';

/** Query options for `getUsageAnalyticsSettings`. */
export const usageAnalyticsSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getUsageAnalyticsSettings>,
) => endpointQuery(client, getUsageAnalyticsSettings, input);
/** Reads `getUsageAnalyticsSettings`; pass `skipToken` while the input is not known. */
export const useUsageAnalyticsSettings = (
  input: ReadInput<typeof getUsageAnalyticsSettings>,
  options?: ReadOptions<typeof getUsageAnalyticsSettings>,
) => useEndpointQuery(getUsageAnalyticsSettings, input, options);
