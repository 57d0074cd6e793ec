import { Cell, Column, Row, Table, TableBody, TableHeader } from '@coop-portal/ui';
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
}

/**
 * The chart as a table: one row per date of the chart, one column per meter with the bar's value,
 * the reading kind (daily) and the temperature the chart draws.
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
}: UsageChartTableProps) {
  const maps = meters.map((meter) => new Map(meter.points.map((point) => [point.date, point])));
  const degrees = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : messages.temperature(formatDegrees(value));
  const several = meters.length > 1;

  return (
    <div className={styles.tableScroller}>
      <Table aria-label={messages.table(title)} className={styles.table}>
        <TableHeader>
          <Column isRowHeader>{messages.dateColumn}</Column>
          {meters.map((meter) => (
            <Column key={meter.meterId} align="end">
              {several
                ? messages.meterColumn(meterName(meter, messages), unit)
                : messages.usageColumn(unit)}
            </Column>
          ))}
          {summarization === 'daily' ? <Column>{messages.kindColumn}</Column> : null}
          {temperatureMode === 'avg' ? (
            <Column align="end">{messages.averageTemperatureColumn}</Column>
          ) : null}
          {temperatureMode === 'highLow' ? (
            <>
              <Column align="end">{messages.highTemperatureColumn}</Column>
              <Column align="end">{messages.lowTemperatureColumn}</Column>
            </>
          ) : null}
        </TableHeader>
        <TableBody>
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
              <Row key={date} id={date}>
                <Cell>{formatLongDate(date, summarization)}</Cell>
                {points.map((point, index) => (
                  <Cell key={meters[index]?.meterId ?? index} align="end">
                    {point && point.value !== null
                      ? formatValue(point.value, unit, summarization)
                      : messages.noReading}
                  </Cell>
                ))}
                {summarization === 'daily' ? <Cell>{kindCell}</Cell> : null}
                {temperatureMode === 'avg' ? <Cell align="end">{degrees(t?.avg)}</Cell> : null}
                {temperatureMode === 'highLow' ? (
                  <>
                    <Cell align="end">{degrees(t?.high)}</Cell>
                    <Cell align="end">{degrees(t?.low)}</Cell>
                  </>
                ) : null}
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
