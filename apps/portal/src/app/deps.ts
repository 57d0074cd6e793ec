import {
  createApiClient,
  createSession,
  type ApiClient,
  type PortalConfig,
  type Session,
} from '@coop-portal/api-client';
import { createQueryClient } from '@coop-portal/api-client/react';
import type { QueryClient } from '@tanstack/react-query';

/** What every loader and page of the portal shares: one session, one API client, one cache. */
export interface PortalDeps {
  config: PortalConfig;
  session: Session;
  apiClient: ApiClient;
  queryClient: QueryClient;
}

/**
 * The portal's session (kept in the browser's storage, doc 1 §3), its API client (bearer tokens
 * out, a member call's 401 signs the member out, calls wait for `ready`) and its query cache.
 */
export function createPortalDeps(
  config: PortalConfig,
  {
    storage,
    ready,
    fetch,
  }: {
    storage?: Storage;
    /** API calls wait for this (the demo backend starting in the browser). */
    ready?: Promise<unknown>;
    /** The API client's fetch (the portal's: answers to requests its first script sent early). */
    fetch?: typeof globalThis.fetch;
  } = {},
): PortalDeps {
  const session = createSession(storage ? { storage } : {});
  const apiClient = createApiClient({
    apiBaseUrl: config.apiBaseUrl,
    applicationId: config.applicationId,
    requestTimeoutMs: config.requestTimeoutMs,
    ...session.clientOptions(),
    ready,
    ...(fetch ? { fetch } : {}),
  });
  return { config, session, apiClient, queryClient: createQueryClient() };
}
