import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getSiteSettings } from '../contract/siteSettings';
import { useApiClient } from './ApiClientProvider';

/** Query keys, one family per endpoint, scoped by API base URL so two co-ops never share a cache. */
export const queryKeys = {
  siteSettings: (client: ApiClient) =>
    ['coop-portal', client.config.apiBaseUrl, 'site-settings'] as const,
};

export function siteSettingsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.siteSettings(client),
    queryFn: ({ signal }) => client.request(getSiteSettings, undefined, { signal }),
    staleTime: Infinity,
  });
}

/** Site settings (doc 1 §3), loaded once and shared. */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery(useApiClient()));
}
