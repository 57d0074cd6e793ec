import { configKeys, webContentKeys, type ConfigurationSettings } from '@coop-portal/api-client';
import { usage } from '@coop-portal/validation';
import { configurationReader } from '../shared/configuration';

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

/** Reads the tracker's configuration from a configuration settings answer. */
export function usageTrackerConfiguration(
  settings: ConfigurationSettings,
): UsageTrackerConfiguration {
  const { value: config, content } = configurationReader(settings);
  return {
    tableStructure: usage.parseUsageTableStructure(config(configKeys.usageTableStructure)),
    sortOrder: usage.parseUsageSortOrder(config(configKeys.usageSortOrder)),
    hideNonElectric: config(configKeys.hideNonElectric),
    usageGraphEnabled: usage.isUsageGraphEnabled(config(configKeys.usageGraphEnabled)),
    disclaimer: content(webContentKeys.usageDisclaimer),
    suspendedMessage: content(webContentKeys.usageSuspendedMessage),
  };
}
