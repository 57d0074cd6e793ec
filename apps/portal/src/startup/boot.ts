import { loadPortalConfig, type PortalConfig } from '@coop-portal/api-client';
import { applyThemeOverrides } from '@coop-portal/ui/theme';

/**
 * Start-up (DESIGN runtime configuration): read `portal-config.json` served beside `index.html`,
 * apply its theme overrides, and in demo mode start the demo backend before the first API call.
 */
export async function boot(baseUrl: string = import.meta.env.BASE_URL): Promise<PortalConfig> {
  const config = await loadPortalConfig(new URL(`${baseUrl}portal-config.json`, document.baseURI));
  if (config.theme) applyThemeOverrides(document.documentElement, config.theme);
  if (config.demoMode) {
    const { startDemoWorker } = await import('@coop-portal/mocks/browser');
    await startDemoWorker({ serviceWorkerUrl: `${baseUrl}mockServiceWorker.js` });
  }
  return config;
}
