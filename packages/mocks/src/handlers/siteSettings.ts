import {
  getConfigurationSettings,
  getImageSettings,
  getMaintenanceStatus,
  getSiteConfiguration,
  getSiteSettings,
  type SiteSettings,
} from '@coop-portal/api-client';
import {
  demoConfigValues,
  demoImageSettings,
  demoSiteConfiguration,
  demoSiteSettings,
  demoWebContents,
} from '../data/coop';
import { mergeOverride, readDemoOverrides } from '../overrides';
import { handle } from './define';

/** Site settings with the overrides' settings and features laid over them. */
function siteSettings(): SiteSettings {
  const overrides = readDemoOverrides();
  const merged = mergeOverride(demoSiteSettings as SiteSettings, overrides.settings);
  const features = overrides.features;
  if (!features) return merged;
  const listed = merged.features.map((feature) =>
    feature.name in features ? { ...feature, enable: Boolean(features[feature.name]) } : feature,
  );
  const added = Object.entries(features)
    .filter(([name]) => !listed.some((feature) => feature.name === name))
    .map(([name, enable]) => ({ name, enable: Boolean(enable) }));
  return { ...merged, features: [...listed, ...added] };
}

export const siteSettingsHandlers = [
  handle(getSiteSettings, () => siteSettings()),
  handle(getSiteConfiguration, () =>
    mergeOverride(demoSiteConfiguration, readDemoOverrides().config),
  ),
  handle(getMaintenanceStatus, () => readDemoOverrides().maintenance ?? false),
  handle(getImageSettings, () => demoImageSettings),
  handle(getConfigurationSettings, ({ body }) => {
    const config = readDemoOverrides().config ?? {};
    const value = (key: string, table: Record<string, string>) => {
      const override = config[key];
      if (override !== undefined && override !== null) return String(override);
      return table[key] ?? null;
    };
    const pick = (keys: string[], table: Record<string, string>) =>
      Object.fromEntries(keys.map((key) => [key, value(key, table)]));
    return {
      configSettings: pick(body.configKeys, demoConfigValues),
      clientSettings: pick(body.clientKeys, demoConfigValues),
      webContents: pick(body.webContentKeys, demoWebContents),
    };
  }),
];
