import { formatDegrees, formatLongDate } from './format';
import { barKind } from './layout';
import type { UsageChartMessages } from './messages';
import { formatValue, kindText, meterName } from './describe';
import * as styles from './UsageChart.css';
import type { UsageChartMeter, UsageChartSummarization, UsageChartTemperature } from './types';

export interface UsageChartTableProps {
  title: string;
  dates: readonly string[];
  meters: readonly UsageChartMeter[];
  unit: string;
  summarization: UsageChartSummarization;
  temperatureByDate: ReadonlyMap<string, UsageChartTemperature>;
  temperatureMode: 'avg' | 'highLow' | null;
  messages: UsageChartMessages;
  /** The language its dates and numbers are written in. */
  locale: string;
}

/**
 * The chart as a table: one row per date of the chart, one column per meter with the bar's value,
 * the reading kind (daily) and the temperature the chart draws. A plain HTML table: the numbers are
 * only read, so it needs none of an interactive grid's keyboard handling, and the chart stays small
 * enough to embed (react-aria's grid was half its bytes).
 */
export function UsageChartTable({
  title,
  dates,
  meters,
  unit,
  summarization,
  temperatureByDate,
  temperatureMode,
  messages,
  locale,
}: UsageChartTableProps) {
  const maps = meters.map((meter) => new Map(meter.points.map((point) => [point.date, point])));
  const degrees = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : messages.temperature(formatDegrees(value, locale));
  const several = meters.length > 1;

  return (
    <div className={styles.tableScroller}>
      <table aria-label={messages.table(title)} className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.tableHead}>
              {messages.dateColumn}
            </th>
            {meters.map((meter) => (
              <th scope="col" key={meter.meterId} className={styles.tableHeadEnd}>
                {several
                  ? messages.meterColumn(meterName(meter, messages), unit)
                  : messages.usageColumn(unit)}
              </th>
            ))}
            {summarization === 'daily' ? (
              <th scope="col" className={styles.tableHead}>
                {messages.kindColumn}
              </th>
            ) : null}
            {temperatureMode === 'avg' ? (
              <th scope="col" className={styles.tableHeadEnd}>
                {messages.averageTemperatureColumn}
              </th>
            ) : null}
            {temperatureMode === 'highLow' ? (
              <>
                <th scope="col" className={styles.tableHeadEnd}>
                  {messages.highTemperatureColumn}
                </th>
                <th scope="col" className={styles.tableHeadEnd}>
                  {messages.lowTemperatureColumn}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => {
            const points = maps.map((map) => map.get(date));
            const kinds = points.flatMap((point, index) =>
              point && point.value !== null
                ? [{ meter: meters[index], kind: barKind(point.kind, summarization) }]
                : [],
            );
            const sameKind = new Set(kinds.map((entry) => entry.kind)).size <= 1;
            const kindCell = sameKind
              ? kinds[0]
                ? kindText(kinds[0].kind, messages)
                : ''
              : kinds
                  .map(({ meter, kind }) =>
                    meter
                      ? `${meterName(meter, messages)}: ${kindText(kind, messages)}`
                      : kindText(kind, messages),
                  )
                  .join('; ');
            const t = temperatureByDate.get(date);
            return (
              <tr key={date}>
                <th scope="row" className={styles.tableRowHead}>
                  {formatLongDate(date, summarization, locale)}
                </th>
                {points.map((point, index) => (
                  <td key={meters[index]?.meterId ?? index} className={styles.tableCellEnd}>
                    {point && point.value !== null
                      ? formatValue(point.value, unit, summarization, locale)
                      : messages.noReading}
                  </td>
                ))}
                {summarization === 'daily' ? (
                  <td className={styles.tableCell}>{kindCell}</td>
                ) : null}
                {temperatureMode === 'avg' ? (
                  <td className={styles.tableCellEnd}>{degrees(t?.avg)}</td>
                ) : null}
                {temperatureMode === 'highLow' ? (
                  <>
                    <td className={styles.tableCellEnd}>{degrees(t?.high)}</td>
                    <td className={styles.tableCellEnd}>{degrees(t?.low)}</td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
