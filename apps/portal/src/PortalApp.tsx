import { SessionProvider } from '@coop-portal/api-client/react';
import { CoopWidgetProvider } from '@coop-portal/widgets';
import type { PortalDeps } from './app/deps';
import { PortalRouterProvider, type PortalRouter } from './routing/router';

export interface PortalAppProps {
  deps: PortalDeps;
  router: PortalRouter;
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
        <PortalRouterProvider router={router} />
      </SessionProvider>
    </CoopWidgetProvider>
  );
}
