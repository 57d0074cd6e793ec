// PLACEHOLDER: replaced by the real UsageChart at merge
export {
  UsageChart,
  type UsageBarKind,
  type UsageChartMessages,
  type UsageChartMeter,
  type UsageChartPoint,
  type UsageChartProps,
  type UsageChartTemperature,
} from './UsageChart';
