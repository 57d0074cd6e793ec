import type { UsageRequest } from '@coop-portal/api-client';
import {
  useIntervalUsage,
  useMonthlyUsage,
  useTemperatures,
  useUsagesWeatherByMeter,
  type useDailyUsage,
} from '@coop-portal/api-client/react';
import { afterPaint, Alert, Button, Spinner, useLocale } from '@coop-portal/ui';
import { formatDate, usage } from '@coop-portal/validation';
import {
  createElement,
  startTransition,
  useDeferredValue,
  useEffect,
  useId,
  useState,
} from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import { UsageChart, type UsageChartMeter, type UsageChartTemperature } from '../UsageChart';
import type { UsageTrackerConfiguration } from './configuration';
import { downloadFile } from '../shared/downloadFile';
import { usageCsvBlob, usageWorkbook } from './exportUsage';
import type { UsageTrackerMessages } from './messages';
import { readingStatusWords, usageColumnHeaders, UsageTable } from './UsageTable';
import * as styles from './UsageTracker.css';

interface PanelProps {
  request: UsageRequest;
  /** One meter, or every meter (undefined). */
  meterId: string | undefined;
  severalMeters: boolean;
  unit: usage.UsageUnit;
  unitOfMeasure: string;
  /** The unit shown, as the unit selector names it. */
  unitLabel: string;
  config: UsageTrackerConfiguration;
  headingLevel: 2 | 3 | 4;
  text: UsageTrackerMessages;
}

/** A read's state, as a panel shows it. */
interface ReadState {
  isPending: boolean;
  error: Error | null;
}

const readState = (...queries: { isPending: boolean; error: Error | null }[]): ReadState => ({
  isPending: queries.some((query) => query.isPending),
  error: queries.find((query) => query.error)?.error ?? null,
});

/** The unit the chart shows: the usage's own unit of measure (kWh, Gal…), dollars or kW. */
const chartUnit = (unit: usage.UsageUnit, unitOfMeasure: string) =>
  unit === 'kWh' ? unitOfMeasure : unit;

/**
 * The empty state of daily or monthly usage (doc 2 §8): no meter answered at all → there is no
 * usage for the account; meters without a usage in the range → none in the range.
 */
function emptyUsageMessage(
  meters: readonly usage.UsageMeterDays[],
  text: UsageTrackerMessages,
): string | null {
  if (meters.length === 0) return text.noUsageData;
  return usage.hasUsage(meters) ? null : text.noUsageInRange;
}

interface ResultsProps {
  summarization: usage.UsageSummarization;
  state: ReadState;
  emptyMessage: string | null;
  chartTitle: string;
  /** The unit shown, as the unit selector names it, e.g. 'Usage (kWh)'. */
  unitLabel: string;
  unit: string;
  meters: UsageChartMeter[];
  temperatures?: UsageChartTemperature[];
  selectedDate?: string;
  onActivatePoint?: (date: string) => void;
  rows: usage.UsageTableRow[];
  columns: usage.UsageTableColumn[];
  unitOfMeasure: string;
  /** The range the export is named after. */
  range: { startDate: string; endDate: string };
  accountNumber: string;
  text: UsageTrackerMessages;
}

/**
 * A view's usage: a service error (the server's text), a spinner, the §8 message when there is no
 * usage, or the chart, the table with its totals, and the export and print buttons.
 */
function UsageResults({
  summarization,
  state,
  emptyMessage,
  chartTitle,
  unitLabel,
  unit,
  meters,
  temperatures,
  selectedDate,
  onActivatePoint,
  rows,
  columns,
  unitOfMeasure,
  range,
  accountNumber,
  text,
}: ResultsProps) {
  const errorMessage = useErrorMessage();
  const [exporting, setExporting] = useState<'xlsx' | 'csv' | null>(null);
  const hintId = useId();
  const [exportError, setExportError] = useState<string | null>(null);
  // The table (and the buttons under it) follow the chart once the chart is painted, rendered in
  // the background: the two together were one long task on a phone (the table's grid is the
  // costlier half), and the chart is what the member sees first.
  const shown = !state.error && !state.isPending && !emptyMessage;
  const [tableShown, setTableShown] = useState(false);
  useEffect(() => {
    if (!shown || tableShown) return;
    return afterPaint(() => startTransition(() => setTableShown(true)));
  }, [shown, tableShown]);

  if (state.error) return <Alert tone="error">{errorMessage(state.error)}</Alert>;
  if (state.isPending) return <Spinner label={text.loading} showLabel size="sm" />;
  if (emptyMessage) return <Alert tone="info">{emptyMessage}</Alert>;

  const headers = usageColumnHeaders(text, summarization, unitOfMeasure);
  const totals = usage.usageTableTotals(rows);
  const tableLabel = text.tableLabel(chartTitle);
  const title = text.chartTitle(chartTitle, unitLabel);

  const exportAs = async (kind: 'xlsx' | 'csv') => {
    setExporting(kind);
    setExportError(null);
    try {
      const table = usage.usageExportRows({
        columns,
        headers,
        rows,
        summarization,
        totals,
        totalCaption: text.total,
        unit: unitOfMeasure,
        readingStatuses: readingStatusWords(text),
      });
      const blob =
        kind === 'xlsx' ? await usageWorkbook(table, text.sheetName) : usageCsvBlob(table);
      downloadFile(blob, usage.usageExportFileName({ accountNumber, ...range }, kind));
    } catch {
      setExportError(text.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      {onActivatePoint ? (
        <p id={hintId} className={styles.hint}>
          {text.dayHint}
        </p>
      ) : null}
      <UsageChart
        title={title}
        summarization={summarization}
        unit={unit}
        meters={meters}
        temperatures={temperatures}
        selectedDate={selectedDate}
        onActivatePoint={onActivatePoint}
        showTable={false}
      />
      {tableShown ? (
        <>
          <UsageTable
            columns={columns}
            headers={headers}
            rows={rows}
            totals={totals}
            summarization={summarization}
            unitOfMeasure={unitOfMeasure}
            label={tableLabel}
            describedBy={onActivatePoint ? hintId : undefined}
            onRowAction={onActivatePoint ? (row) => onActivatePoint(row.date) : undefined}
            text={text}
          />
          {exportError ? <Alert tone="error">{exportError}</Alert> : null}
          <div role="group" aria-label={text.actionsLabel} className={styles.actions}>
            <Button
              variant="secondary"
              isPending={exporting === 'xlsx'}
              onPress={() => void exportAs('xlsx')}
            >
              {text.exportExcel}
            </Button>
            <Button
              variant="secondary"
              isPending={exporting === 'csv'}
              onPress={() => void exportAs('csv')}
            >
              {text.exportCsv}
            </Button>
            <Button variant="secondary" onPress={() => window.print()}>
              {text.print}
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}

const rangeOf = (request: UsageRequest) => ({
  startDate: request.fromDate,
  endDate: request.toDate,
});

/** The Daily tab: day bars by kind, the temperature line, the table with end readings. */
export function DailyPanel({
  daily,
  onActivateDay,
  selectedDay,
  showDayIntervals,
  ...props
}: PanelProps & {
  daily: ReturnType<typeof useDailyUsage>;
  /** Activating a day bar shows that day's interval data (meter data on). */
  onActivateDay?: (date: string) => void;
  selectedDay: string | undefined;
  /** The day's interval data is shown under the chart (there is no Interval tab). */
  showDayIntervals: boolean;
}) {
  const { request, meterId, severalMeters, unit, unitOfMeasure, config, text } = props;
  const locale = useLocale();
  // The chart and the table render their answers in the background, in slices, so a phone stays
  // responsive while they come in (each answer would otherwise be one long task).
  const dailyShown = useDeferredValue(daily);
  const temperatures = useDeferredValue(useTemperatures({ body: request }));
  const readings = useDeferredValue(useUsagesWeatherByMeter({ body: request }));
  const meters = dailyShown.data?.usagesByMeter ?? [];
  const overlays = temperatures.data?.weatherOverlays ?? [];
  const dayShown = selectedDay ? (formatDate(selectedDay, locale) ?? selectedDay) : '';
  const rows = usage.sortUsageRows(
    usage.usageTableRows({
      usagesByMeter: meters,
      temperatures: overlays,
      readings: readings.data?.usagesWeatherByMeterId ?? [],
      meterId,
    }),
    config.sortOrder,
  );
  return (
    <>
      <UsageResults
        summarization="daily"
        state={readState(dailyShown, temperatures, readings)}
        emptyMessage={emptyUsageMessage(meters, text)}
        chartTitle={text.dailyChart}
        unitLabel={props.unitLabel}
        unit={chartUnit(unit, unitOfMeasure)}
        meters={usage.usageChartMeters(meters, unit, { meterId, summarization: 'daily' })}
        temperatures={overlays.map((day) => ({
          date: day.date.slice(0, 10),
          high: day.highTemp,
          low: day.lowTemp,
          avg: day.avgTemp,
        }))}
        selectedDate={selectedDay}
        onActivatePoint={onActivateDay}
        rows={rows}
        columns={usage.usageTableColumns(config.tableStructure, 'daily', { severalMeters })}
        unitOfMeasure={unitOfMeasure}
        range={rangeOf(request)}
        accountNumber={request.accountNumber}
        text={text}
      />
      {showDayIntervals && selectedDay ? (
        <section className={styles.dayIntervals} aria-label={text.dayIntervalHeading(dayShown)}>
          {createElement(
            `h${props.headingLevel}`,
            { className: styles.subheading },
            text.dayIntervalHeading(dayShown),
          )}
          <IntervalResults {...props} selectedDay={selectedDay} />
        </section>
      ) : null}
    </>
  );
}

/** The Monthly tab: a bar per month and the monthly table. */
export function MonthlyPanel(props: PanelProps) {
  const { request, meterId, severalMeters, unit, unitOfMeasure, config, text } = props;
  // Rendered in the background, in slices (see DailyPanel).
  const monthly = useDeferredValue(useMonthlyUsage({ body: request }));
  const meters = monthly.data?.usagesByMeter ?? [];
  const rows = usage.sortUsageRows(
    usage.usageTableRows({ usagesByMeter: meters, meterId }),
    config.sortOrder,
  );
  return (
    <UsageResults
      summarization="monthly"
      state={readState(monthly)}
      emptyMessage={emptyUsageMessage(meters, text)}
      chartTitle={text.monthlyChart}
      unitLabel={props.unitLabel}
      unit={chartUnit(unit, unitOfMeasure)}
      meters={usage.usageChartMeters(meters, unit, { meterId, summarization: 'monthly' })}
      rows={rows}
      columns={usage.usageTableColumns(config.tableStructure, 'monthly', { severalMeters })}
      unitOfMeasure={unitOfMeasure}
      range={rangeOf(request)}
      accountNumber={request.accountNumber}
      text={text}
    />
  );
}

/**
 * Interval usage: of the selected day (a day bar activated), else of the range. Messages (doc 2
 * §8): no interval data at all for the account → 'No interval data available for the selected
 * account.'; a day without values → 'There were no hourly usage data found for the selected date
 * ...'.
 */
function IntervalResults({
  selectedDay,
  ...props
}: PanelProps & { selectedDay: string | undefined }) {
  const { request, meterId, severalMeters, config, text } = props;
  const locale = useLocale();
  const dayRequest = selectedDay
    ? { ...request, fromDate: selectedDay, toDate: selectedDay }
    : request;
  // Rendered in the background, in slices (see DailyPanel).
  const intervals = useDeferredValue(useIntervalUsage({ body: dayRequest }));
  const meters = intervals.data?.intervals ?? [];
  const shown = meters.filter((m) => meterId === undefined || m.meterId === meterId);
  const hasValues = shown.some((m) => m.values.length > 0);
  const emptyMessage =
    meters.length === 0
      ? text.noIntervalData
      : hasValues
        ? null
        : selectedDay
          ? text.noHourlyData
          : text.noIntervalData;
  const unitOfMeasure = shown[0]?.unitOfMeasure ?? props.unitOfMeasure;
  const day = selectedDay ? (formatDate(selectedDay, locale) ?? selectedDay) : undefined;
  return (
    <UsageResults
      summarization="interval"
      state={readState(intervals)}
      emptyMessage={emptyMessage}
      chartTitle={day ? text.dayIntervalChart(day) : text.intervalChart}
      unitLabel={text.usageUnit(unitOfMeasure)}
      unit={unitOfMeasure}
      meters={usage.intervalChartMeters(meters, meterId)}
      rows={usage.sortUsageRows(usage.intervalTableRows(meters, meterId), config.sortOrder)}
      columns={usage.usageTableColumns(config.tableStructure, 'interval', { severalMeters })}
      unitOfMeasure={unitOfMeasure}
      range={rangeOf(dayRequest)}
      accountNumber={request.accountNumber}
      text={text}
    />
  );
}

/** The Interval tab: the selected day's intervals (with a way back to the range), else the range's. */
export function IntervalPanel({
  selectedDay,
  onShowRange,
  ...props
}: PanelProps & { selectedDay: string | undefined; onShowRange: () => void }) {
  return (
    <>
      {selectedDay ? (
        <div className={styles.buttonRow}>
          <Button variant="quiet" onPress={onShowRange}>
            {props.text.showRangeIntervals}
          </Button>
        </div>
      ) : null}
      <IntervalResults {...props} selectedDay={selectedDay} />
    </>
  );
}
