export { usageAvailability, type UsageAvailability } from './availability';
export { hasUsage, intervalChartMeters, usageChartMeters, type UsageChartBar } from './chart';
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
  isUsageGraphEnabled,
  usageBarKind,
  usageDecimals,
  usageTabs,
  usageUnits,
  type UsageSummarization,
  type UsageTab,
  type UsageUnit,
} from './display';
export { usageCsv, usageExportFileName, usageExportRows, type UsageExportCell } from './export';
export { usageMessages, type UsageMessages } from './messages';
export {
  defaultUsageTableStructure,
  formatUsageDate,
  intervalTableRows,
  parseUsageSortOrder,
  parseUsageTableStructure,
  sortUsageRows,
  usageCellText,
  usageDemand,
  usageHasDemand,
  usageTableColumnIds,
  usageTableColumns,
  usageTableRows,
  usageTableTotals,
  usageTotalText,
  type UsageDay,
  type UsageMeterDays,
  type UsageMeterIntervals,
  type UsageMeterReadings,
  type UsageReadingStatus,
  type UsageSortOrder,
  type UsageTableColumn,
  type UsageTableColumnId,
  type UsageTableRow,
  type UsageTableTotals,
  type UsageTemperatureDay,
} from './table';
