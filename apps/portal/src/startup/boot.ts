import { loadPortalConfig, type PortalConfig } from '@coop-portal/api-client';
import { applyThemeOverrides } from '@coop-portal/ui/theme';
import { warnAboutConfigMessages } from '../app/configMessages';
import { configUrl } from './earlyStart';

/**
 * Start-up (DESIGN runtime configuration): read `portal-config.json` served beside `index.html`
 * (through `fetchImpl`: the portal's first script has asked for it already), apply its theme
 * overrides and check the names its `messages` give.
 */
export async function boot(
  baseUrl: string = import.meta.env.BASE_URL,
  fetchImpl?: typeof fetch,
): Promise<PortalConfig> {
  const config = await loadPortalConfig(configUrl(baseUrl), fetchImpl ? { fetch: fetchImpl } : {});
  if (config.theme) applyThemeOverrides(document.documentElement, config.theme);
  // The co-op's wording applies as each text shows; overrides it names wrongly are reported
  // meanwhile, in the console.
  void warnAboutConfigMessages(config.messages);
  return config;
}
