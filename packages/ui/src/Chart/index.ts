export { ChartAxis, type ChartAxisProps, type ChartTick } from './ChartAxis';
export { ChartLegend, type ChartLegendItem, type ChartLegendProps } from './ChartLegend';
export {
  ChartPatternDefs,
  ChartPatternInk,
  chartPatternFill,
  type ChartPatternDefinition,
} from './ChartPatterns';
export { ChartTooltip, type ChartTooltipProps } from './ChartTooltip';
export {
  chartColors,
  chartPatterns,
  chartSeriesColor,
  chartSeriesColors,
  type ChartColor,
  type ChartPattern,
} from './chartTokens';
export {
  chartIndexAttribute,
  useChartKeyboard,
  type ChartKeyboard,
  type UseChartKeyboardOptions,
} from './useChartKeyboard';
export { useElementWidth } from './useElementWidth';
export {
  fill as chartFillClass,
  focusableMark as chartFocusableMark,
  stroke as chartStrokeClass,
} from './Chart.css';
