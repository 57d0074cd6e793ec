import { loadPortalConfig, type PortalConfig } from '@coop-portal/api-client';
import { applyThemeOverrides } from '@coop-portal/ui/theme';

/**
 * Start-up (DESIGN runtime configuration): read `portal-config.json` served beside `index.html`
 * and apply its theme overrides.
 */
export async function boot(baseUrl: string = import.meta.env.BASE_URL): Promise<PortalConfig> {
  const config = await loadPortalConfig(new URL(`${baseUrl}portal-config.json`, document.baseURI));
  if (config.theme) applyThemeOverrides(document.documentElement, config.theme);
  return config;
}

/**
 * In demo mode, starts the demo backend (the service worker that answers every API call) and
 * returns when it answers; otherwise returns nothing. The portal does not wait for it before
 * routing: the page's code loads meanwhile, and only API calls wait (see `createPortalDeps`).
 * A demo backend that cannot start fails those calls, and the start-up error page says so.
 */
export function startDemoBackend(
  config: PortalConfig,
  baseUrl: string = import.meta.env.BASE_URL,
): Promise<void> | undefined {
  if (!config.demoMode) return undefined;
  const ready = import('@coop-portal/mocks/browser')
    .then(({ startDemoWorker }) =>
      startDemoWorker({ serviceWorkerUrl: `${baseUrl}mockServiceWorker.js` }),
    )
    .then(
      () => undefined,
      (error: unknown) => {
        console.error('The demo backend could not start.', error);
        throw error;
      },
    );
  // The calls that wait for it report the failure; nothing else needs to.
  ready.catch(() => undefined);
  return ready;
}
