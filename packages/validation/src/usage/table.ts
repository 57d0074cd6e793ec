import { formatDate, formatDateTime, formatNumber } from '../i18n/format';
import { isoFromDayNumber, toDayNumber } from '../shared/dates';
import { formatCurrency } from '../shared/money';
import { formatUsageValue, usageBarKind, usageDecimals, type UsageSummarization } from './display';

/** The columns a co-op can list in USAGETABLESTRUCTURE (doc 2 §2.7, §7), in no particular order. */
export const usageTableColumnIds = [
  'DATE',
  'USAGE',
  'DEMAND',
  'COST',
  'HIGH_TEMP',
  'LOW_TEMP',
  'AVG_TEMP',
  'READING',
  'STATUS',
] as const;
export type UsageTableColumnId = (typeof usageTableColumnIds)[number];

/** A column of the table as shown: the configured ones, and the meter when several are shown. */
export type UsageTableColumn = UsageTableColumnId | 'METER';

/** The columns when USAGETABLESTRUCTURE is empty or lists no known column. */
export const defaultUsageTableStructure: readonly UsageTableColumnId[] = [
  'DATE',
  'USAGE',
  'HIGH_TEMP',
  'LOW_TEMP',
];

/**
 * The columns USAGETABLESTRUCTURE lists, in its order: a comma list of column ids, read without
 * regard to case or spaces; unknown ids and repeats are ignored. Nothing known → the default
 * (date, usage, high and low temperature). The date always leads: a row without its date means
 * nothing.
 */
export function parseUsageTableStructure(value: string | null | undefined): UsageTableColumnId[] {
  const known = new Set<string>(usageTableColumnIds);
  const listed: UsageTableColumnId[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = part.trim().toUpperCase();
    if (known.has(id) && !listed.includes(id as UsageTableColumnId)) {
      listed.push(id as UsageTableColumnId);
    }
  }
  if (listed.length === 0) return [...defaultUsageTableStructure];
  return listed.includes('DATE') ? listed : ['DATE', ...listed];
}

/**
 * The columns of the usage table for a tab:
 * - daily: the configured columns; the reading status (Estimate / Keyed / Actual) is always there,
 *   in words, so a bar's colour is never the only way to tell it: where listed, else after usage;
 * - monthly: the configured columns but the temperatures and the meter reading (months have none);
 * - interval: the time and the usage;
 * - with several meters shown, the meter follows the date.
 */
export function usageTableColumns(
  structure: readonly UsageTableColumnId[],
  summarization: UsageSummarization,
  { severalMeters = false }: { severalMeters?: boolean } = {},
): UsageTableColumn[] {
  let columns: UsageTableColumn[];
  if (summarization === 'interval') {
    columns = ['DATE', 'USAGE'];
  } else if (summarization === 'monthly') {
    const without = new Set<UsageTableColumnId>(['HIGH_TEMP', 'LOW_TEMP', 'AVG_TEMP', 'READING']);
    columns = structure.filter((id) => !without.has(id));
  } else {
    columns = [...structure];
    if (!columns.includes('STATUS')) {
      const after = columns.indexOf('USAGE');
      columns.splice(after === -1 ? 1 : after + 1, 0, 'STATUS');
    }
  }
  if (severalMeters) columns.splice(1, 0, 'METER');
  return columns;
}

/** The reading status of a row, in words (doc 2 §3: status Estimate or Keyed; none is an actual read). */
export type UsageReadingStatus = 'Estimate' | 'Keyed' | 'Actual';

/** One row of the usage table: a meter's day, month or interval. */
export interface UsageTableRow {
  /** Unique in the table: meter and date. */
  id: string;
  meterId: string;
  /** 'yyyy-MM-dd' (daily, monthly: the month's first day) or 'yyyy-MM-ddTHH:mm:ss' (interval). */
  date: string;
  usage: number | null;
  /** The usage's unit as the data gives it (kWh, Gal…). */
  unit: string;
  /** Peak demand, kW. */
  demand: number | null;
  /** The day's charge (prepaid accounts), dollars. */
  cost: number | null;
  highTemp: number | null;
  lowTemp: number | null;
  avgTemp: number | null;
  /** The meter's reading at the end of the day. */
  reading: number | null;
  status: UsageReadingStatus;
}

/** A meter usage as the daily and monthly usage calls answer it (doc 2 §3). */
export interface UsageDay {
  date: string;
  usageValue: number;
  unitOfMeasure: string;
  status?: string | null;
  isWeekend?: boolean | null;
  prepaiddailytotal?: number | null;
  /** Peak demand of the day or month (kW); read defensively: older answers lack it. */
  demandValue?: number | null;
}

export interface UsageMeterDays {
  meterId: string;
  meterUsages: readonly UsageDay[];
}

export interface UsageTemperatureDay {
  date: string;
  lowTemp: number | null;
  highTemp: number | null;
  avgTemp: number | null;
}

export interface UsageMeterReadings {
  meterId: string;
  usagesWeather: readonly {
    date: string;
    endReading?: number | null;
    lowTemperature?: number | null;
    highTemperature?: number | null;
  }[];
}

const dayKey = (date: string) => date.slice(0, 10);

function readingStatus(status: string | null | undefined): UsageReadingStatus {
  const kind = usageBarKind({ status });
  return kind === 'estimate' ? 'Estimate' : kind === 'keyed' ? 'Keyed' : 'Actual';
}

/** The demand value of a usage, when the answer carries one. */
export function usageDemand(day: UsageDay): number | null {
  const value = (day as { demandValue?: unknown }).demandValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Whether any usage carries a demand value (the Demand Usage (kW) unit is offered only then). */
export function usageHasDemand(meters: readonly UsageMeterDays[]): boolean {
  return meters.some((meter) => meter.meterUsages.some((day) => usageDemand(day) !== null));
}

/**
 * The rows of the daily or monthly usage table: one per meter and date (only `meterId`'s when
 * given), with the day's temperatures (the weather overlay, else the meter's usages-weather) and
 * the meter's end reading. Unsorted: see `sortUsageRows`.
 */
export function usageTableRows({
  usagesByMeter,
  temperatures = [],
  readings = [],
  meterId,
}: {
  usagesByMeter: readonly UsageMeterDays[];
  temperatures?: readonly UsageTemperatureDay[];
  readings?: readonly UsageMeterReadings[];
  meterId?: string;
}): UsageTableRow[] {
  const weather = new Map(temperatures.map((day) => [dayKey(day.date), day]));
  const rows: UsageTableRow[] = [];
  for (const meter of usagesByMeter) {
    if (meterId !== undefined && meter.meterId !== meterId) continue;
    const meterReadings = new Map(
      (readings.find((r) => r.meterId === meter.meterId)?.usagesWeather ?? []).map((r) => [
        dayKey(r.date),
        r,
      ]),
    );
    for (const day of meter.meterUsages) {
      const date = dayKey(day.date);
      const temps = weather.get(date);
      const read = meterReadings.get(date);
      rows.push({
        id: `${meter.meterId}|${date}`,
        meterId: meter.meterId,
        date,
        usage: day.usageValue,
        unit: day.unitOfMeasure,
        demand: usageDemand(day),
        cost: day.prepaiddailytotal ?? null,
        highTemp: temps?.highTemp ?? read?.highTemperature ?? null,
        lowTemp: temps?.lowTemp ?? read?.lowTemperature ?? null,
        avgTemp: temps?.avgTemp ?? null,
        reading: read?.endReading ?? null,
        status: readingStatus(day.status),
      });
    }
  }
  return rows;
}

/** Interval usage as the interval call answers it (doc 2 §3). */
export interface UsageMeterIntervals {
  meterId: string;
  unitOfMeasure: string;
  values: readonly { startTime: string; value: number }[];
}

/** The rows of the interval table: one per meter and interval (only `meterId`'s when given). */
export function intervalTableRows(
  intervals: readonly UsageMeterIntervals[],
  meterId?: string,
): UsageTableRow[] {
  return intervals
    .filter((meter) => meterId === undefined || meter.meterId === meterId)
    .flatMap((meter) =>
      meter.values.map((value) => ({
        id: `${meter.meterId}|${value.startTime}`,
        meterId: meter.meterId,
        date: value.startTime,
        usage: value.value,
        unit: meter.unitOfMeasure,
        demand: null,
        cost: null,
        highTemp: null,
        lowTemp: null,
        avgTemp: null,
        reading: null,
        status: 'Actual' as const,
      })),
    );
}

export type UsageSortOrder = 'ASC' | 'DESC';

/** USAGE_SORT_ORDER: 'ASC' (oldest first) or 'DESC' (newest first, also when not set or unknown). */
export function parseUsageSortOrder(value: string | null | undefined): UsageSortOrder {
  return (value ?? '').trim().toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
}

/** The rows by date in the configured order; the same date keeps the meters in their order. */
export function sortUsageRows(
  rows: readonly UsageTableRow[],
  order: UsageSortOrder,
): UsageTableRow[] {
  const direction = order === 'ASC' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      if (a.row.date !== b.row.date) return a.row.date < b.row.date ? -direction : direction;
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The footer of the usage table. */
export interface UsageTableTotals {
  /** Total usage of the rows. */
  usage: number | null;
  /** Total cost of the rows. */
  cost: number | null;
  /** The highest demand of the rows. */
  demand: number | null;
  /** Each temperature column: the average over the dates shown (each date once), whole degrees. */
  highTemp: number | null;
  lowTemp: number | null;
  avgTemp: number | null;
}

const numbers = (values: (number | null)[]) =>
  values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

const sum = (values: number[]) =>
  values.length ? Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100 : null;

/**
 * The footer totals (doc 2 §2.7): total usage, total cost, the highest demand; each temperature
 * column shows the average of its dates (each date counted once, whatever the number of meters),
 * rounded to whole degrees; the reading and status columns have no total. A column with no value
 * at all has none (null).
 */
export function usageTableTotals(rows: readonly UsageTableRow[]): UsageTableTotals {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const average = (pick: (row: UsageTableRow) => number | null) => {
    const values = numbers([...byDate.values()].map(pick));
    return values.length
      ? Math.round(values.reduce((total, value) => total + value, 0) / values.length)
      : null;
  };
  const demands = numbers(rows.map((row) => row.demand));
  return {
    usage: sum(numbers(rows.map((row) => row.usage))),
    cost: sum(numbers(rows.map((row) => row.cost))),
    demand: demands.length ? Math.max(...demands) : null,
    highTemp: average((row) => row.highTemp),
    lowTemp: average((row) => row.lowTemp),
    avgTemp: average((row) => row.avgTemp),
  };
}

/**
 * A row's date as shown (doc 2 §9: MM/dd/yyyy in US English); an interval's start with its time,
 * 'MM/dd/yyyy h:mm AM'. In another locale, its own short date and time ('26/11/2026 2:30 p.m.' in
 * Spanish for the US). The time is the one written in the date (the meter's clock), whatever the
 * browser's time zone. Text that is not a date is shown as given.
 */
export function formatUsageDate(date: string, locale?: string): string {
  const day = toDayNumber(date);
  if (day === undefined) return date;
  const iso = isoFromDayNumber(day);
  const text = formatDate(iso, locale) ?? date;
  const time = /T(\d{2}):(\d{2})/.exec(date);
  if (!time) return text;
  return formatDateTime(`${iso}T${time[1]}:${time[2]}`, locale) ?? text;
}

/**
 * A temperature as the API gives it, in whole degrees or with the decimals it has, written as the
 * locale writes numbers. Adding 0 turns a negative zero (an average rounded up to 0) into 0, as
 * `String` writes it.
 */
const temperatureText = (value: number, locale: string | undefined) =>
  formatNumber(value + 0, locale, { maximumFractionDigits: 20, useGrouping: false });

/**
 * A cell's text in the table, its numbers, amounts and dates written as `locale` writes them (US
 * English when omitted). Missing values are empty. The reading status is the status itself: a
 * table in another language names it in its own words.
 */
export function usageCellText(
  row: UsageTableRow,
  column: UsageTableColumn,
  summarization: UsageSummarization,
  locale?: string,
): string {
  switch (column) {
    case 'DATE':
      return formatUsageDate(row.date, locale);
    case 'METER':
      return row.meterId;
    case 'USAGE':
      return row.usage === null
        ? ''
        : formatUsageValue(row.usage, row.unit, usageDecimals(row.unit, summarization), locale);
    case 'DEMAND':
      return row.demand === null ? '' : formatUsageValue(row.demand, 'kW', undefined, locale);
    case 'COST':
      return row.cost === null ? '' : formatCurrency(row.cost, locale);
    case 'HIGH_TEMP':
      return row.highTemp === null ? '' : temperatureText(row.highTemp, locale);
    case 'LOW_TEMP':
      return row.lowTemp === null ? '' : temperatureText(row.lowTemp, locale);
    case 'AVG_TEMP':
      return row.avgTemp === null ? '' : temperatureText(row.avgTemp, locale);
    case 'READING':
      return row.reading === null ? '' : formatUsageValue(row.reading, 'kWh', undefined, locale);
    case 'STATUS':
      return row.status;
  }
}

/**
 * A footer cell's text, written as `locale` writes numbers and amounts (US English when omitted);
 * columns without a total are empty.
 */
export function usageTotalText(
  totals: UsageTableTotals,
  column: UsageTableColumn,
  unit: string,
  summarization: UsageSummarization,
  locale?: string,
): string {
  const shown = (value: number | null, format: (value: number) => string) =>
    value === null ? '' : format(value);
  const degrees = (value: number) => temperatureText(value, locale);
  switch (column) {
    case 'USAGE':
      return shown(totals.usage, (v) =>
        formatUsageValue(v, unit, usageDecimals(unit, summarization), locale),
      );
    case 'DEMAND':
      return shown(totals.demand, (v) => formatUsageValue(v, 'kW', undefined, locale));
    case 'COST':
      return shown(totals.cost, (v) => formatCurrency(v, locale));
    case 'HIGH_TEMP':
      return shown(totals.highTemp, degrees);
    case 'LOW_TEMP':
      return shown(totals.lowTemp, degrees);
    case 'AVG_TEMP':
      return shown(totals.avgTemp, degrees);
    default:
      return '';
  }
}
