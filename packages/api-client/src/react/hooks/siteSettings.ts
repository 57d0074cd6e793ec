// The query options and hooks of the contract's siteSettings endpoints: a query-options factory and
// a hook per read, a mutation hook per write.
import {
  getImageSettings,
  getMaintenanceStatus,
  getSiteConfiguration,
  getSiteSettings,
} from '../../contract/siteSettings';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
} from '../endpointHooks';

/** Query options for `getSiteSettings`. */
export const siteSettingsQuery = (client: ApiClient) =>
  endpointQuery(client, getSiteSettings, undefined, { staleTime: Infinity });
/** Site settings (doc 1 §3), loaded once and shared. */
export const useSiteSettings = (options?: ReadOptions<typeof getSiteSettings>) =>
  useEndpointQuery(getSiteSettings, undefined, { staleTime: Infinity, ...options });

/** Query options for `getSiteConfiguration`. */
export const siteConfigurationQuery = (client: ApiClient) =>
  endpointQuery(client, getSiteConfiguration, undefined, { staleTime: Infinity });
/** Site configuration (doc 1 §3), loaded once and shared. */
export const useSiteConfiguration = (options?: ReadOptions<typeof getSiteConfiguration>) =>
  useEndpointQuery(getSiteConfiguration, undefined, { staleTime: Infinity, ...options });

/** Query options for `getMaintenanceStatus`. */
export const maintenanceStatusQuery = (client: ApiClient) =>
  endpointQuery(client, getMaintenanceStatus);
/** Reads `getMaintenanceStatus`. */
export const useMaintenanceStatus = (options?: ReadOptions<typeof getMaintenanceStatus>) =>
  useEndpointQuery(getMaintenanceStatus, undefined, options);

/** Query options for `getImageSettings`. */
export const imageSettingsQuery = (client: ApiClient, input: ReadInput<typeof getImageSettings>) =>
  endpointQuery(client, getImageSettings, input);
/** Reads `getImageSettings`; pass `skipToken` while the input is not known. */
export const useImageSettings = (
  input: ReadInput<typeof getImageSettings>,
  options?: ReadOptions<typeof getImageSettings>,
) => useEndpointQuery(getImageSettings, input, options);
