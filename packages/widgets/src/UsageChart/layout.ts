import { extent, max, min, ticks as niceTicks } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { ChartColor, ChartPattern, ChartTick } from '@coop-portal/ui';
import { chartSeriesColor } from '@coop-portal/ui';
import { usage } from '@coop-portal/validation';
import { formatDegrees, formatTickDate } from './format';
import type {
  UsageBarKind,
  UsageChartMeter,
  UsageChartMeterLayout,
  UsageChartSummarization,
  UsageChartTemperature,
} from './types';

/** Each kind's pattern over its colour (doc 2 §4), so a kind is not told by colour alone. */
export const kindPattern: Record<UsageBarKind, ChartPattern> = {
  weekday: 'solid',
  weekend: 'dots',
  estimate: 'diagonal',
  keyed: 'crosshatch',
};

/** A bar narrower than this makes the plot scroll sideways instead. */
export const minBarWidth = 6;
/** The gap between two days' bars, as a share of a day's room: narrower on small screens. */
const widePadding = 0.2;
const narrowPadding = 0.1;
const paddingOuter = 0.1;
const groupPadding = 0.08;
/** Room for one character of an axis label (12px type), and the gap kept between two labels. */
const charWidth = 7;
const labelGap = 12;

export interface UsageBar {
  /** Its place in the keyboard order: by date, then by meter. */
  index: number;
  date: string;
  meterIndex: number;
  value: number;
  kind: UsageBarKind;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The id suffix of its pattern: meter and kind. */
  patternKey: string;
}

export interface UsageChartPattern {
  key: string;
  color: ChartColor;
  pattern: ChartPattern;
}

export interface UsageChartLayout {
  /** Every date of the chart in order (the table's rows). */
  dates: string[];
  bars: UsageBar[];
  patterns: UsageChartPattern[];
  /** The SVG's size: wider than the container when the bars would be too thin. */
  width: number;
  height: number;
  scrolls: boolean;
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  temperatureTicks: ChartTick[];
  /** The temperature lines (SVG path data): the average, or the high and the low. */
  temperatureLines: { key: 'avg' | 'high' | 'low'; path: string }[];
  temperatureMode: 'avg' | 'highLow' | null;
}

export interface UsageChartLayoutInput {
  summarization: UsageChartSummarization;
  unit: string;
  meters: readonly UsageChartMeter[];
  temperatures: readonly UsageChartTemperature[] | undefined;
  meterLayout: UsageChartMeterLayout;
  temperatureLine: 'avg' | 'highLow';
  /** The container's width, in pixels. */
  containerWidth: number;
  /**
   * Fit the container whatever the bars' width (for print, where nothing scrolls); otherwise bars
   * keep a minimum width and the plot scrolls.
   */
  fit?: boolean;
  height: number;
  /** The language of the axis labels (dates, numbers); US English when omitted. */
  locale?: string;
}

/** The kind a bar is drawn as: monthly and interval bars are weekday coloured (doc 2 §4). */
export function barKind(
  kind: UsageBarKind | undefined,
  summarization: UsageChartSummarization,
): UsageBarKind {
  return summarization === 'daily' ? (kind ?? 'weekday') : 'weekday';
}

/** Whole ticks for units shown without decimals: no '1' repeated for 0.5 and 1.5. */
function valueTicks(domain: [number, number], count: number, decimals: number): number[] {
  const all = niceTicks(domain[0], domain[1], count);
  const step = 10 ** -decimals;
  return all.filter((tick) => Math.abs(tick / step - Math.round(tick / step)) < 1e-6);
}

/** Lays the chart out for a width: scales, bars, ticks and temperature lines, all in pixels. */
export function layoutUsageChart(input: UsageChartLayoutInput): UsageChartLayout {
  const { summarization, unit, meters, meterLayout, containerWidth, height, locale } = input;
  // The one rule of usage decimals (doc 2 §9): an hour's usage has 2, so its axis reads 0.25.
  const decimals = usage.usageDecimals(unit, summarization);
  const stacked = meterLayout === 'stacked' && meters.length > 1;

  const dates = [...new Set(meters.flatMap((meter) => meter.points.map((p) => p.date)))].sort();
  const byDate = meters.map((meter) => new Map(meter.points.map((point) => [point.date, point])));

  // The value domain: bars side by side need each value, stacked bars each day's sums.
  const values = meters.flatMap((meter) =>
    meter.points.flatMap((point) => (point.value === null ? [] : [point.value])),
  );
  let low = Math.min(0, min(values) ?? 0);
  let high = Math.max(0, max(values) ?? 0);
  if (stacked) {
    for (const date of dates) {
      let up = 0;
      let down = 0;
      for (const map of byDate) {
        const value = map.get(date)?.value ?? 0;
        if (value >= 0) up += value;
        else down += value;
      }
      high = Math.max(high, up);
      low = Math.min(low, down);
    }
  }
  // A unit without decimals needs at least one whole step, or its axis would repeat '0'.
  const minimumSpan = 10 ** -decimals;
  if (high - low < minimumSpan) high = low + minimumSpan;

  const dateSet = new Set(dates);
  const temperatures = (input.temperatures ?? []).filter((t) => dateSet.has(t.date));
  const hasAvg = temperatures.some((t) => t.avg !== null);
  const hasHighLow = temperatures.some((t) => t.high !== null || t.low !== null);
  const temperatureMode: UsageChartLayout['temperatureMode'] =
    input.temperatureLine === 'avg'
      ? hasAvg
        ? 'avg'
        : hasHighLow
          ? 'highLow'
          : null
      : hasHighLow
        ? 'highLow'
        : hasAvg
          ? 'avg'
          : null;

  const plotHeight = Math.max(80, height - 60);
  const y = scaleLinear().domain([low, high]).nice(5).range([plotHeight, 0]);
  const yDomain = y.domain() as [number, number];
  const yValues = valueTicks(yDomain, 5, decimals);
  const yLabels = yValues.map((value) => usage.formatUsageValue(value, unit, decimals, locale));

  const temperatureValues = temperatures.flatMap((t) =>
    (temperatureMode === 'avg' ? [t.avg] : [t.high, t.low]).filter(
      (value): value is number => value !== null,
    ),
  );
  const [tLow = 0, tHigh = 1] = extent(temperatureValues);
  const temperatureScale = scaleLinear()
    .domain(tLow === tHigh ? [tLow - 5, tHigh + 5] : [tLow, tHigh])
    .nice(5)
    .range([plotHeight, 0]);
  const temperatureValuesTicks = temperatureMode
    ? valueTicks(temperatureScale.domain() as [number, number], 5, 0)
    : [];
  const temperatureLabels = temperatureValuesTicks.map((value) => formatDegrees(value, locale));

  const longest = (labels: string[]) => max(labels, (label) => label.length) ?? 1;
  // Room for the tick labels, and for the axis titles above the axes (the unit, °F).
  const margin = {
    top: 24,
    right: temperatureMode
      ? Math.max(14 + longest(temperatureLabels) * charWidth, 8 + 2 * (charWidth + 1))
      : 12,
    bottom: 28,
    left: Math.max(14 + longest(yLabels) * charWidth, 8 + unit.length * (charWidth + 1)),
  };

  // The plot fills the container unless its bars would be thinner than the minimum: then it is as
  // wide as the minimum needs, and scrolls sideways.
  // Narrow gaps between the bars come first (a phone showing a month), scrolling second.
  const barsPerBand = stacked ? 1 : Math.max(1, meters.length);
  const minPlotWidthWith = (inner: number) =>
    Math.ceil(
      ((minBarWidth * barsPerBand) / (1 - groupPadding) / (1 - inner)) *
        (dates.length + 2 * paddingOuter),
    );
  const availableWidth = Math.max(0, containerWidth - margin.left - margin.right);
  const paddingInner =
    minPlotWidthWith(widePadding) <= availableWidth ? widePadding : narrowPadding;
  const minPlotWidth = minPlotWidthWith(paddingInner);
  const plotWidth = Math.max(availableWidth, input.fit ? 1 : minPlotWidth, 1);
  const scrolls = plotWidth > availableWidth + 0.5;

  const x = scaleBand<string>()
    .domain(dates)
    .range([0, plotWidth])
    .paddingInner(paddingInner)
    .paddingOuter(paddingOuter);
  const group = scaleBand<number>()
    .domain(meters.map((_meter, index) => index))
    .range([0, x.bandwidth()])
    .paddingInner(groupPadding);

  const patterns = new Map<string, UsageChartPattern>();
  const bars: UsageBar[] = [];
  for (const date of dates) {
    const bandStart = x(date) ?? 0;
    let up = 0;
    let down = 0;
    byDate.forEach((map, meterIndex) => {
      const point = map.get(date);
      if (!point || point.value === null) return;
      const value = point.value;
      const kind = barKind(point.kind, summarization);
      const several = meters.length > 1;
      const color: ChartColor = several ? chartSeriesColor(meterIndex) : kind;
      const patternKey = `${several ? meterIndex : 0}-${kind}`;
      if (!patterns.has(patternKey)) {
        patterns.set(patternKey, { key: patternKey, color, pattern: kindPattern[kind] });
      }
      let top: number;
      let bottom: number;
      if (stacked) {
        const from = value >= 0 ? up : down;
        const to = from + value;
        if (value >= 0) up = to;
        else down = to;
        top = y(Math.max(from, to));
        bottom = y(Math.min(from, to));
      } else {
        top = y(Math.max(0, value));
        bottom = y(Math.min(0, value));
      }
      bars.push({
        index: bars.length,
        date,
        meterIndex,
        value,
        kind,
        x: stacked ? bandStart : bandStart + (group(meterIndex) ?? 0),
        y: top,
        width: stacked ? x.bandwidth() : group.bandwidth(),
        // A reading of zero still shows as a hairline, so its mark can be found and focused.
        height: Math.max(bottom - top, 1),
        patternKey,
      });
    });
  }

  // Date ticks: as many labels as fit side by side with a gap, every n-th date.
  const tickLabels = dates.map((date) => formatTickDate(date, summarization, locale));
  const labelWidth = longest(tickLabels) * charWidth + labelGap;
  const fit = Math.max(1, Math.floor(plotWidth / labelWidth));
  const step = Math.max(1, Math.ceil(dates.length / fit));
  const xTicks: ChartTick[] = [];
  for (let index = 0; index < dates.length; index += step) {
    const date = dates[index] ?? '';
    xTicks.push({
      position: (x(date) ?? 0) + x.bandwidth() / 2,
      label: tickLabels[index] ?? '',
    });
  }

  const temperatureLines: UsageChartLayout['temperatureLines'] = [];
  if (temperatureMode) {
    const center = (t: UsageChartTemperature) => (x(t.date) ?? 0) + x.bandwidth() / 2;
    const sorted = [...temperatures].sort((a, b) => (a.date < b.date ? -1 : 1));
    const keys = temperatureMode === 'avg' ? (['avg'] as const) : (['high', 'low'] as const);
    for (const key of keys) {
      const path = line<UsageChartTemperature>()
        .defined((t) => t[key] !== null)
        .x(center)
        .y((t) => temperatureScale(t[key] ?? 0))(sorted);
      if (path) temperatureLines.push({ key, path });
    }
  }

  return {
    dates,
    bars,
    patterns: [...patterns.values()],
    width: plotWidth + margin.left + margin.right,
    height: plotHeight + margin.top + margin.bottom,
    scrolls,
    margin,
    plotWidth,
    plotHeight,
    xTicks,
    yTicks: yValues.map((value, index) => ({ position: y(value), label: yLabels[index] ?? '' })),
    temperatureTicks: temperatureValuesTicks.map((value, index) => ({
      position: temperatureScale(value),
      label: temperatureLabels[index] ?? '',
    })),
    temperatureLines,
    temperatureMode,
  };
}
