import {
  Alert,
  ChartAxis,
  ChartLegend,
  ChartPatternDefs,
  chartPatternFill,
  chartFocusableMark,
  chartSeriesColor,
  chartStrokeClass,
  ChartTooltip,
  ChevronRightIcon,
  cx,
  Spinner,
  useCatalogue,
  useChartKeyboard,
  useElementWidth,
  useLocale,
  type ChartLegendItem,
} from '@coop-portal/ui';
import {
  memo,
  useCallback,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { UsageChartTable } from './UsageChartTable';
import { barName, meterName, summaryText, type UsageChartText } from './describe';
import { kindPattern, layoutUsageChart, type UsageBar, type UsageChartLayout } from './layout';
import { usageChartMessages, usageChartTranslations, type UsageChartMessages } from './messages';
import { anchorOf, createTooltipStore, useTooltipAnchor, type TooltipStore } from './tooltipStore';
import * as styles from './UsageChart.css';
import { usePrinting } from '../shared/usePrinting';
import {
  usageBarKinds,
  type UsageChartMeter,
  type UsageChartMeterLayout,
  type UsageChartStatus,
  type UsageChartSummarization,
  type UsageChartTemperature,
} from './types';

export interface UsageChartProps {
  /** The chart's accessible name and visible title, e.g. 'Daily usage'. */
  title: string;
  summarization: UsageChartSummarization;
  /** 'kWh' | '$' | 'kW' | 'Gal'…: values and the axis show its decimals (doc 2 §9). */
  unit: string;
  meters: UsageChartMeter[];
  /** A temperature line on its own right-hand axis, when present and not empty. */
  temperatures?: UsageChartTemperature[];
  /** Several meters side by side (default) or stacked. */
  meterLayout?: UsageChartMeterLayout;
  /** The day whose interval data is shown: its bars are marked. */
  selectedDate?: string;
  /** Enter, Space or a click on a bar; only when given are the bars buttons. */
  onActivatePoint?: (date: string) => void;
  status?: UsageChartStatus;
  errorMessage?: string;
  emptyMessage?: string;
  /** A "Show as table" alternative under the chart (default true). */
  showTable?: boolean;
  messages?: Partial<UsageChartMessages>;
  className?: string;
  /** The plot's height in pixels, axes included (default 280). */
  height?: number;
  /** The title as a heading of this level; without it, the title is the figure's caption text. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The temperature drawn: the average (default), or the high and low; either falls back to the other when missing. */
  temperatureLine?: 'avg' | 'highLow';
}

/** The width laid out for before the container is measured (and where it cannot be). */
const defaultWidth = 640;

/**
 * The usage chart of the usage tracker (doc 2 §4): a bar per day, month or hour, coloured and
 * patterned by kind (estimate grey, keyed dark, weekend light, weekday blue), several meters side
 * by side or stacked, and the temperature on its own axis. Accessible: a titled figure with a text
 * summary, every bar reachable with the arrow keys and named in full, a tooltip on hover and
 * focus, and the same numbers as a table.
 */
export function UsageChart({
  title,
  summarization,
  unit,
  meters,
  temperatures,
  meterLayout = 'grouped',
  selectedDate,
  onActivatePoint,
  status = 'ready',
  errorMessage,
  emptyMessage,
  showTable = true,
  messages,
  className,
  height = 280,
  headingLevel,
  temperatureLine = 'avg',
}: UsageChartProps) {
  const catalogue = useCatalogue(usageChartMessages, usageChartTranslations);
  const text = useMemo(() => ({ ...catalogue, ...messages }), [catalogue, messages]);
  const titleId = useId();
  const summaryId = useId();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'div';
  const hasBars = meters.some((meter) => meter.points.some((point) => point.value !== null));

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <Spinner label={text.loading} showLabel size="md" />
      </div>
    );
  } else if (status === 'error') {
    body = <Alert tone="error">{errorMessage ?? text.error}</Alert>;
  } else if (!hasBars) {
    body = <Alert tone="info">{emptyMessage ?? text.empty}</Alert>;
  }

  return (
    <figure
      className={cx(styles.root, className)}
      aria-labelledby={titleId}
      aria-describedby={body ? undefined : summaryId}
    >
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      {body ?? (
        <ChartBody
          title={title}
          summarization={summarization}
          unit={unit}
          meters={meters}
          temperatures={temperatures}
          meterLayout={meterLayout}
          selectedDate={selectedDate}
          onActivatePoint={onActivatePoint}
          showTable={showTable}
          messages={text}
          height={height}
          temperatureLine={temperatureLine}
          summaryId={summaryId}
        />
      )}
    </figure>
  );
}

interface ChartBodyProps {
  title: string;
  summarization: UsageChartSummarization;
  unit: string;
  meters: UsageChartMeter[];
  temperatures: UsageChartTemperature[] | undefined;
  meterLayout: UsageChartMeterLayout;
  selectedDate: string | undefined;
  onActivatePoint: ((date: string) => void) | undefined;
  showTable: boolean;
  messages: UsageChartMessages;
  height: number;
  temperatureLine: 'avg' | 'highLow';
  summaryId: string;
}

function ChartBody({
  title,
  summarization,
  unit,
  meters,
  temperatures,
  meterLayout,
  selectedDate,
  onActivatePoint,
  showTable,
  messages,
  height,
  temperatureLine,
  summaryId,
}: ChartBodyProps) {
  const prefix = useId();
  const [measure, containerWidth, measuring] = useElementWidth<HTMLDivElement>(defaultWidth);
  const [tableOpen, setTableOpen] = useState(false);
  const [store] = useState(createTooltipStore);
  // On paper nothing scrolls: the chart is laid out to fit the width, however thin the bars.
  const printing = usePrinting();
  const locale = useLocale();

  const layout = useMemo(
    () =>
      layoutUsageChart({
        summarization,
        unit,
        meters,
        temperatures,
        meterLayout,
        temperatureLine,
        containerWidth,
        height,
        fit: printing,
        locale,
      }),
    [
      summarization,
      unit,
      meters,
      temperatures,
      meterLayout,
      temperatureLine,
      containerWidth,
      height,
      printing,
      locale,
    ],
  );

  const temperatureByDate = useMemo(
    () => new Map((temperatures ?? []).map((t) => [t.date, t])),
    [temperatures],
  );
  const describeText: UsageChartText = useMemo(
    () => ({
      unit,
      summarization,
      meters,
      temperatureByDate,
      temperatureMode: layout.temperatureMode,
      messages,
      locale,
    }),
    [unit, summarization, meters, temperatureByDate, layout.temperatureMode, messages, locale],
  );
  const names = useMemo(
    () => (measuring ? [] : layout.bars.map((bar) => barName(bar, describeText))),
    [measuring, layout.bars, describeText],
  );
  const summary = useMemo(() => summaryText(layout, describeText), [layout, describeText]);

  const activate = useCallback(
    (index: number) => {
      const bar = layout.bars[index];
      if (bar && onActivatePoint) onActivatePoint(bar.date);
    },
    [layout.bars, onActivatePoint],
  );
  const keyboard = useChartKeyboard<SVGGElement>({
    count: layout.bars.length,
    onActivate: onActivatePoint ? activate : undefined,
  });

  const legendItems = useMemo(() => {
    const several = meters.length > 1;
    const items: ChartLegendItem[] =
      summarization === 'daily'
        ? usageBarKinds.map((kind) => ({
            id: kind,
            label: messages.kinds[kind],
            color: several ? 'weekday' : kind,
            pattern: kindPattern[kind],
          }))
        : [];
    if (layout.temperatureMode === 'avg') {
      items.push({
        id: 'avg',
        label: messages.averageTemperature,
        color: 'temperature',
        shape: 'line',
      });
    } else if (layout.temperatureMode === 'highLow') {
      items.push(
        { id: 'high', label: messages.highTemperature, color: 'temperature', shape: 'line' },
        {
          id: 'low',
          label: messages.lowTemperature,
          color: 'temperature',
          shape: 'line',
          dashed: true,
        },
      );
    }
    return items;
  }, [meters.length, summarization, layout.temperatureMode, messages]);

  const meterItems = useMemo<ChartLegendItem[]>(
    () =>
      meters.length > 1
        ? meters.map((meter, index) => ({
            id: meter.meterId,
            label: meterName(meter, messages),
            color: chartSeriesColor(index),
          }))
        : [],
    [meters, messages],
  );

  return (
    <>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      {legendItems.length > 0 || meterItems.length > 0 ? (
        <div className={styles.legends}>
          {legendItems.length > 0 ? (
            <ChartLegend label={messages.keyLegendLabel} items={legendItems} />
          ) : null}
          {meterItems.length > 0 ? (
            <ChartLegend label={messages.meterLegendLabel} items={meterItems} />
          ) : null}
        </div>
      ) : null}
      <div
        className={styles.frame}
        data-chart-frame=""
        // The tooltip stays while the pointer is anywhere over the chart, the tooltip included
        // (WCAG 1.4.13: content shown on hover can be hovered), and goes when it leaves.
        onPointerLeave={() => store.set({ hover: null })}
      >
        <div
          ref={measure}
          className={styles.scroller}
          data-scrolls={layout.scrolls || undefined}
          {...(layout.scrolls
            ? { role: 'region', tabIndex: 0, 'aria-label': messages.scrollRegion(title) }
            : {})}
        >
          <svg
            className={styles.svg}
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="group"
            aria-label={title}
          >
            {measuring ? null : (
              <>
                <ChartPatternDefs
                  patterns={layout.patterns.map((pattern) => ({
                    id: `${prefix}-${pattern.key}`,
                    color: pattern.color,
                    pattern: pattern.pattern,
                  }))}
                />
                <Plot layout={layout} unit={unit} messages={messages} />
                <Bars
                  layout={layout}
                  names={names}
                  prefix={prefix}
                  title={title}
                  messages={messages}
                  selectedDate={selectedDate}
                  interactive={onActivatePoint !== undefined}
                  activeIndex={keyboard.activeIndex}
                  keyboardRef={keyboard.containerProps.ref}
                  onKeyboardKeyDown={keyboard.containerProps.onKeyDown}
                  onKeyboardFocus={keyboard.containerProps.onFocus}
                  onActivate={onActivatePoint ? activate : undefined}
                  store={store}
                />
                <TemperatureLines layout={layout} />
              </>
            )}
          </svg>
        </div>
        {layout.scrolls && !measuring ? (
          <StickyAxes layout={layout} unit={unit} messages={messages} />
        ) : null}
        <BarTooltip store={store} names={names} id={`${prefix}-tooltip`} />
      </div>
      {showTable ? (
        // The browser's own disclosure: operable from the keyboard and named for assistive
        // technology without script, and it carries no control library into the page.
        <details
          className={styles.tableDisclosure}
          onToggle={(event) => setTableOpen(event.currentTarget.open)}
        >
          <summary className={styles.tableSummary}>
            <ChevronRightIcon className={styles.tableChevron} strokeWidth={1.8} />
            {messages.showTable}
          </summary>
          {tableOpen ? (
            <div className={styles.tablePanel}>
              <UsageChartTable
                title={title}
                dates={layout.dates}
                meters={meters}
                unit={unit}
                summarization={summarization}
                temperatureByDate={temperatureByDate}
                temperatureMode={layout.temperatureMode}
                messages={messages}
                locale={locale}
              />
            </div>
          ) : null}
        </details>
      ) : null}
    </>
  );
}

/** The axes and grid: drawn again only when the layout changes. */
const Plot = memo(function Plot({
  layout,
  unit,
  messages,
}: {
  layout: UsageChartLayout;
  unit: string;
  messages: UsageChartMessages;
}) {
  const { margin, plotWidth, plotHeight } = layout;
  return (
    <>
      <ChartAxis
        orientation="left"
        x={margin.left}
        y={margin.top}
        length={plotHeight}
        ticks={layout.yTicks}
        gridLength={plotWidth}
        title={unit}
      />
      <ChartAxis
        orientation="bottom"
        x={margin.left}
        y={margin.top + plotHeight}
        length={plotWidth}
        ticks={layout.xTicks}
      />
      {layout.temperatureMode ? (
        <ChartAxis
          orientation="right"
          x={margin.left + plotWidth}
          y={margin.top}
          length={plotHeight}
          ticks={layout.temperatureTicks}
          title={messages.temperatureAxisTitle}
        />
      ) : null}
    </>
  );
});

/**
 * While the plot scrolls sideways, its value axes stay in view: copies of them, over the plot's
 * edges on the page colour, so the bars scroll under them.
 */
const StickyAxes = memo(function StickyAxes({
  layout,
  unit,
  messages,
}: {
  layout: UsageChartLayout;
  unit: string;
  messages: UsageChartMessages;
}) {
  const { margin, plotHeight } = layout;
  return (
    <>
      <svg
        aria-hidden="true"
        className={styles.stickyAxis}
        style={{ left: 0 }}
        width={margin.left + 1}
        height={layout.height}
        data-sticky-axis="left"
      >
        <rect className={styles.stickyBackground} width={margin.left} height={layout.height} />
        <ChartAxis
          orientation="left"
          x={margin.left}
          y={margin.top}
          length={plotHeight}
          ticks={layout.yTicks}
          title={unit}
        />
      </svg>
      {layout.temperatureMode ? (
        <svg
          aria-hidden="true"
          className={styles.stickyAxis}
          style={{ right: 0 }}
          width={margin.right}
          height={layout.height}
          data-sticky-axis="right"
        >
          <rect
            className={styles.stickyBackground}
            x={1}
            width={margin.right}
            height={layout.height}
          />
          <ChartAxis
            orientation="right"
            x={1}
            y={margin.top}
            length={plotHeight}
            ticks={layout.temperatureTicks}
            title={messages.temperatureAxisTitle}
          />
        </svg>
      ) : null}
    </>
  );
});

const TemperatureLines = memo(function TemperatureLines({ layout }: { layout: UsageChartLayout }) {
  if (layout.temperatureLines.length === 0) return null;
  return (
    <g
      aria-hidden="true"
      transform={`translate(${layout.margin.left},${layout.margin.top})`}
      data-temperature={layout.temperatureMode ?? undefined}
    >
      {layout.temperatureLines.map((line) => (
        <path
          key={line.key}
          d={line.path}
          className={cx(chartStrokeClass.temperature, styles.temperatureLine)}
          strokeDasharray={line.key === 'low' ? '5 3' : undefined}
          data-line={line.key}
        />
      ))}
    </g>
  );
});

interface BarsProps {
  layout: UsageChartLayout;
  names: string[];
  prefix: string;
  title: string;
  messages: UsageChartMessages;
  selectedDate: string | undefined;
  interactive: boolean;
  activeIndex: number;
  keyboardRef: RefObject<SVGGElement | null>;
  onKeyboardKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
  onKeyboardFocus: (event: FocusEvent<SVGGElement>) => void;
  onActivate: ((index: number) => void) | undefined;
  store: TooltipStore;
}

function indexOfTarget(target: EventTarget): number | null {
  const value = target instanceof Element ? target.getAttribute('data-chart-index') : null;
  return value === null ? null : Number(value);
}

/**
 * The bars, one Tab stop (arrow keys move between them). Their handlers sit once on the group;
 * hover and focus change only the tooltip's store, so the bars are not drawn again.
 */
const Bars = memo(function Bars({
  layout,
  names,
  prefix,
  title,
  messages,
  selectedDate,
  interactive,
  activeIndex,
  keyboardRef,
  onKeyboardKeyDown,
  onKeyboardFocus,
  onActivate,
  store,
}: BarsProps) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Escape') {
      store.set({ dismissed: true });
      return;
    }
    onKeyboardKeyDown(event);
  };
  return (
    <g
      ref={keyboardRef}
      role="group"
      aria-label={messages.bars(title)}
      transform={`translate(${layout.margin.left},${layout.margin.top})`}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        onKeyboardFocus(event);
        store.set({ focus: anchorOf(event.target), dismissed: false });
      }}
      onBlur={() => store.set({ focus: null })}
      onPointerOver={(event: PointerEvent<SVGGElement>) => {
        const anchor = anchorOf(event.target);
        if (anchor) store.set({ hover: anchor, dismissed: false });
      }}
      onClick={
        onActivate
          ? (event) => {
              const index = indexOfTarget(event.target);
              if (index !== null) onActivate(index);
            }
          : undefined
      }
    >
      {layout.bars.map((bar: UsageBar) => {
        const selected = selectedDate !== undefined && bar.date === selectedDate;
        return (
          <rect
            key={`${bar.date}-${bar.meterIndex}`}
            data-chart-index={bar.index}
            data-date={bar.date}
            data-kind={bar.kind}
            data-meter={bar.meterIndex}
            data-selected={selected || undefined}
            role={interactive ? 'button' : 'img'}
            aria-label={names[bar.index]}
            aria-pressed={interactive ? selected : undefined}
            aria-current={!interactive && selected ? 'date' : undefined}
            tabIndex={bar.index === activeIndex ? 0 : -1}
            className={cx(chartFocusableMark, styles.bar)}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={chartPatternFill(`${prefix}-${bar.patternKey}`)}
          />
        );
      })}
    </g>
  );
});

/** The tooltip over the plot: follows the store, so only it renders on hover. */
function BarTooltip({ store, names, id }: { store: TooltipStore; names: string[]; id: string }) {
  const anchor = useTooltipAnchor(store);
  const name = anchor ? names[anchor.index] : undefined;
  return (
    <ChartTooltip id={id} isOpen={name !== undefined} x={anchor?.x ?? 0} y={anchor?.y ?? 0}>
      {name}
    </ChartTooltip>
  );
}
