export {
  createUsageDateRangeSchema,
  defaultUsageRange,
  usageDateRangeMessages,
  usageLimits,
  usageTimeframeRange,
  usageTimeframes,
  type UsageDateRange,
  type UsageDateRangeOptions,
  type UsageTimeframe,
} from './dateRange';
export {
  availableUsageUnits,
  formatUsageValue,
  usageBarKind,
  usageTabs,
  usageUnits,
  type UsageTab,
  type UsageUnit,
} from './display';
export { usageMessages, type UsageMessages } from './messages';
