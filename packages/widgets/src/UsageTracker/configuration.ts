import { configKeys, webContentKeys, type ConfigurationSettings } from '@coop-portal/api-client';
import { isSettingOn, usage } from '@coop-portal/validation';

/** The configuration keys the tracker reads (doc 2 §7). */
export const usageTrackerConfigKeys = [
  configKeys.usageTableStructure,
  configKeys.usageSortOrder,
  configKeys.hideNonElectric,
  configKeys.usageGraphEnabled,
] as const;

/** The web content keys the tracker reads (doc 2 §7). */
export const usageTrackerWebContentKeys = [
  webContentKeys.usageDisclaimer,
  webContentKeys.usageSuspendedMessage,
] as const;

/** The configuration as the tracker uses it. */
export interface UsageTrackerConfiguration {
  tableStructure: usage.UsageTableColumnId[];
  sortOrder: usage.UsageSortOrder;
  /** HIDE_NON_ELECTRIC_USAGE_OUTAGE as set ('Y' / 'N'). */
  hideNonElectric: string | null;
  /** The usage graph feature; on unless set to N. */
  usageGraphEnabled: boolean;
  disclaimer: string | null;
  suspendedMessage: string | null;
}

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Reads the tracker's configuration from a configuration settings answer. */
export function usageTrackerConfiguration(
  settings: ConfigurationSettings,
): UsageTrackerConfiguration {
  const config = (key: string) =>
    settings.configSettings[key] ?? settings.clientSettings[key] ?? null;
  // The usage graph feature (doc 2 §4): 'N' makes Monthly the first tab; unset counts as on.
  const graph = config(configKeys.usageGraphEnabled);
  return {
    tableStructure: usage.parseUsageTableStructure(config(configKeys.usageTableStructure)),
    sortOrder: usage.parseUsageSortOrder(config(configKeys.usageSortOrder)),
    hideNonElectric: config(configKeys.hideNonElectric),
    usageGraphEnabled: graph === null || graph.trim() === '' || isSettingOn(graph),
    disclaimer: text(settings.webContents[webContentKeys.usageDisclaimer]),
    suspendedMessage: text(settings.webContents[webContentKeys.usageSuspendedMessage]),
  };
}
