export { UsageChart, type UsageChartProps } from './UsageChart';
export { usageChartMessages, type UsageChartMessages } from './messages';
export type {
  UsageBarKind,
  UsageChartMeter,
  UsageChartMeterLayout,
  UsageChartPoint,
  UsageChartStatus,
  UsageChartSummarization,
  UsageChartTemperature,
} from './types';
export { usageChartTranslations } from './messages';
