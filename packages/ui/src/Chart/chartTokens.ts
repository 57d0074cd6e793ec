import type { ColorTokens } from '../theme/tokens';

/** A chart mark's colour: one of the theme's `color.chart` tokens (the pattern ink aside). */
export type ChartColor = Exclude<keyof ColorTokens['chart'], 'ink'>;

export const chartColors = [
  'weekday',
  'weekend',
  'estimate',
  'keyed',
  'temperature',
  'series2',
  'series3',
] as const satisfies readonly ChartColor[];

/**
 * The patterns drawn over a mark in the theme's pattern ink, so marks differ by pattern as well as
 * by colour (for colour-blind readers and black-and-white print).
 */
export type ChartPattern = 'solid' | 'diagonal' | 'crosshatch' | 'dots' | 'horizontal';

export const chartPatterns = [
  'solid',
  'diagonal',
  'crosshatch',
  'dots',
  'horizontal',
] as const satisfies readonly ChartPattern[];

/** The colours of a chart's series in order (e.g. one per meter): the first is `weekday`. */
export const chartSeriesColors = [
  'weekday',
  'series2',
  'series3',
] as const satisfies readonly ChartColor[];

/** The colour of the series at `index`, repeating after the last. */
export function chartSeriesColor(index: number): ChartColor {
  return chartSeriesColors[index % chartSeriesColors.length] ?? 'weekday';
}
