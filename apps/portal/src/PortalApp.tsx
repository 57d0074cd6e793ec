import { createApiClient, type PortalConfig } from '@coop-portal/api-client';
import { createQueryClient } from '@coop-portal/api-client/react';
import { CoopWidgetProvider } from '@coop-portal/widgets';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';

export interface PortalAppProps {
  config: PortalConfig;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The portal: one API client and one query cache for every page and widget, then the routes. */
export function PortalApp({ config, router }: PortalAppProps) {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(() =>
    createApiClient({
      apiBaseUrl: config.apiBaseUrl,
      applicationId: config.applicationId,
      requestTimeoutMs: config.requestTimeoutMs,
    }),
  );
  return (
    <CoopWidgetProvider
      apiBaseUrl={config.apiBaseUrl}
      applicationId={config.applicationId}
      requestTimeoutMs={config.requestTimeoutMs}
      apiClient={apiClient}
      queryClient={queryClient}
    >
      <RouterProvider router={router} />
    </CoopWidgetProvider>
  );
}
