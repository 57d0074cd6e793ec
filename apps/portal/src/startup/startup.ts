import { errorMessage, type ApiClient } from '@coop-portal/api-client';
import {
  configurationSettingsQuery,
  maintenanceStatusQuery,
  siteConfigurationQuery,
  siteSettingsQuery,
} from '@coop-portal/api-client/react';
import type { PortalDeps } from '../app/deps';
import { startupKeyLists } from './earlyStart';

/**
 * The start-up reads (doc 1 §3, §7: site settings, site configuration and configuration keys are
 * loaded at start-up; doc 3 §4 maintenance). Kept for the whole visit: loaded once.
 */
export function startupQueries(client: ApiClient) {
  return {
    settings: { ...siteSettingsQuery(client), staleTime: Infinity },
    configuration: { ...siteConfigurationQuery(client), staleTime: Infinity },
    keys: {
      ...configurationSettingsQuery(client, { body: startupKeyLists }),
      staleTime: Infinity,
    },
    maintenance: { ...maintenanceStatusQuery(client), staleTime: Infinity },
  };
}

/** A start-up read failed: the portal shows its start-up error page, never a blank screen. */
export class StartupLoadError extends Error {
  override name = 'StartupLoadError';
  constructor(readonly reason: unknown) {
    super(
      errorMessage(
        reason,
        'The portal could not load the co-op’s settings. Please try again later.',
      ),
    );
  }
}

/** Loads every start-up read (from the cache after the first time); whether maintenance is on. */
export async function loadStartup({ apiClient, queryClient }: PortalDeps) {
  const queries = startupQueries(apiClient);
  try {
    const [settings, configuration, keys, maintenance] = await Promise.all([
      queryClient.ensureQueryData(queries.settings),
      queryClient.ensureQueryData(queries.configuration),
      queryClient.ensureQueryData(queries.keys),
      queryClient.ensureQueryData(queries.maintenance),
    ]);
    return { settings, configuration, keys, maintenance };
  } catch (error) {
    throw new StartupLoadError(error);
  }
}
