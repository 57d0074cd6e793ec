import { useApiClient } from '@coop-portal/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { startupQueries } from './startup';

/** The data of a start-up read; the root route loads it before any page shows. */
function loaded<T>(data: T | undefined, what: string): T {
  if (data === undefined) throw new Error(`The ${what} were not loaded at start-up.`);
  return data;
}

/** The site settings (doc 1 §3), loaded by the root route before any page shows. */
export function useSiteSettingsData() {
  return loaded(useQuery(startupQueries(useApiClient()).settings).data, 'site settings');
}

/** The site configuration (doc 1 §3), loaded by the root route before any page shows. */
export function useSiteConfigurationData() {
  return loaded(useQuery(startupQueries(useApiClient()).configuration).data, 'site configuration');
}

/** The configuration and web content values asked for at start-up, by key. */
export function useConfigurationValues() {
  return loaded(useQuery(startupQueries(useApiClient()).keys).data, 'configuration settings');
}
