import { SessionProvider } from '@coop-portal/api-client/react';
import { CoopWidgetProvider } from '@coop-portal/widgets';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { PortalDeps } from './app/deps';

export interface PortalAppProps {
  deps: PortalDeps;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The portal: one API client, one session and one query cache for every page and widget. */
export function PortalApp({ deps, router }: PortalAppProps) {
  const { config, apiClient, queryClient, session } = deps;
  return (
    <CoopWidgetProvider
      apiBaseUrl={config.apiBaseUrl}
      applicationId={config.applicationId}
      requestTimeoutMs={config.requestTimeoutMs}
      apiClient={apiClient}
      queryClient={queryClient}
      session={session}
    >
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </CoopWidgetProvider>
  );
}
