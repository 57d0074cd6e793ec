import {
  createApiClient,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
} from '@coop-portal/api-client';
import { ApiClientProvider, createQueryClient } from '@coop-portal/api-client/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

export interface CoopWidgetConfig {
  /** Base URL of the co-op API, absolute or relative to the page. */
  apiBaseUrl: string;
  /** The co-op's application id, sent as the `ApplicationId` header. */
  applicationId: string;
  /** Every request ends after this many milliseconds (default 30000). */
  requestTimeoutMs?: number;
}

export interface CoopWidgetProviderProps extends CoopWidgetConfig {
  /** Reuse the host's QueryClient (the portal does); a widget on its own gets its own. */
  queryClient?: QueryClient;
  /** Reuse a ready API client (the portal's, with its session); otherwise one is made from the config. */
  apiClient?: ApiClient;
  /** Passed to the API client made here (tokens, 401 handling, wording). */
  clientOptions?: Omit<ApiClientOptions, 'apiBaseUrl' | 'applicationId' | 'requestTimeoutMs'>;
  children: ReactNode;
}

/**
 * The one provider every widget needs: API base URL, application id and time-out in, an API client
 * and a query cache out. The same widget then works in the portal, in a co-op's React app and in
 * an embed's shadow root.
 */
export function CoopWidgetProvider({
  apiBaseUrl,
  applicationId,
  requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  queryClient,
  apiClient,
  clientOptions,
  children,
}: CoopWidgetProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const client = useMemo(
    () =>
      apiClient ??
      createApiClient({ ...clientOptions, apiBaseUrl, applicationId, requestTimeoutMs }),
    [apiClient, clientOptions, apiBaseUrl, applicationId, requestTimeoutMs],
  );
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
