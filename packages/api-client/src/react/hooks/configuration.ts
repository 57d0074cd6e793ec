// The query options and hooks of the contract's configuration endpoints: a query-options factory
// and a hook per read, a mutation hook per write.
import { getConfigurationSettings } from '../../contract/configuration';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
} from '../endpointHooks';

/** Query options for `getConfigurationSettings`. */
export const configurationSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getConfigurationSettings>,
) => endpointQuery(client, getConfigurationSettings, input);
/** Reads `getConfigurationSettings`; pass `skipToken` while the input is not known. */
export const useConfigurationSettings = (
  input: ReadInput<typeof getConfigurationSettings>,
  options?: ReadOptions<typeof getConfigurationSettings>,
) => useEndpointQuery(getConfigurationSettings, input, options);
