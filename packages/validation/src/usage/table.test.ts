import { describe, expect, it } from 'vitest';
import {
  formatUsageDate,
  hasUsage,
  intervalTableRows,
  parseUsageSortOrder,
  parseUsageTableStructure,
  sortUsageRows,
  usageAvailability,
  usageCellText,
  usageChartMeters,
  usageCsv,
  usageExportFileName,
  usageExportRows,
  usageHasDemand,
  usageTableColumns,
  usageTableRows,
  usageTableTotals,
  usageTotalText,
  type UsageMeterDays,
  type UsageTableColumn,
} from './index';

const meters: UsageMeterDays[] = [
  {
    meterId: 'E-1',
    meterUsages: [
      {
        date: '2026-11-06',
        usageValue: 30,
        unitOfMeasure: 'kWh',
        status: null,
        isWeekend: false,
        demandValue: 4.2,
        prepaiddailytotal: 3.9,
      },
      {
        date: '2026-11-07T00:00:00',
        usageValue: 41,
        unitOfMeasure: 'kWh',
        status: 'Estimate',
        isWeekend: true,
        demandValue: 5.55,
        prepaiddailytotal: 5.33,
      },
      {
        date: '2026-11-08',
        usageValue: 1234,
        unitOfMeasure: 'kWh',
        status: 'Keyed',
        isWeekend: true,
        demandValue: null,
      },
    ],
  },
  {
    meterId: 'E-2',
    meterUsages: [{ date: '2026-11-07', usageValue: 10, unitOfMeasure: 'kWh', isWeekend: true }],
  },
];
const temperatures = [
  { date: '2026-11-06', lowTemp: 30, highTemp: 50, avgTemp: 40 },
  { date: '2026-11-07', lowTemp: 33, highTemp: 52, avgTemp: 43 },
];
const readings = [
  {
    meterId: 'E-1',
    usagesWeather: [
      { date: '2026-11-06', endReading: 48_030, lowTemperature: 30, highTemperature: 50 },
      { date: '2026-11-08', endReading: 49_264, lowTemperature: 28, highTemperature: 47 },
    ],
  },
];

describe('doc 2 §2.7, §7 USAGETABLESTRUCTURE: the usage table’s columns', () => {
  it.each([
    ['DATE,USAGE,HIGH_TEMP,LOW_TEMP', ['DATE', 'USAGE', 'HIGH_TEMP', 'LOW_TEMP']],
    [' date , usage,cost ,STATUS', ['DATE', 'USAGE', 'COST', 'STATUS']],
    ['USAGE,DATE,BOGUS,USAGE', ['USAGE', 'DATE']],
    ['USAGE,READING', ['DATE', 'USAGE', 'READING']],
    ['', ['DATE', 'USAGE', 'HIGH_TEMP', 'LOW_TEMP']],
    [null, ['DATE', 'USAGE', 'HIGH_TEMP', 'LOW_TEMP']],
    ['NOPE,ALSO_NOPE', ['DATE', 'USAGE', 'HIGH_TEMP', 'LOW_TEMP']],
  ])('%j → %j', (value, columns) => {
    expect(parseUsageTableStructure(value)).toEqual(columns);
  });

  it('always tells the reading status in words on the Daily tab, after the usage', () => {
    const structure = parseUsageTableStructure('DATE,USAGE,HIGH_TEMP');
    expect(usageTableColumns(structure, 'daily')).toEqual(['DATE', 'USAGE', 'STATUS', 'HIGH_TEMP']);
    expect(usageTableColumns(parseUsageTableStructure('STATUS,DATE,USAGE'), 'daily')).toEqual([
      'STATUS',
      'DATE',
      'USAGE',
    ]);
  });

  it('leaves temperatures and readings out of months, shows time and usage for intervals', () => {
    const structure = parseUsageTableStructure('DATE,USAGE,COST,HIGH_TEMP,LOW_TEMP,READING');
    expect(usageTableColumns(structure, 'monthly')).toEqual(['DATE', 'USAGE', 'COST']);
    expect(usageTableColumns(structure, 'interval')).toEqual(['DATE', 'USAGE']);
  });

  it('names the meter of each row when several meters are shown', () => {
    expect(
      usageTableColumns(['DATE', 'USAGE', 'STATUS'], 'daily', { severalMeters: true }),
    ).toEqual(['DATE', 'METER', 'USAGE', 'STATUS']);
  });
});

describe('doc 2 §3 usage table rows', () => {
  const rows = usageTableRows({ usagesByMeter: meters, temperatures, readings, meterId: 'E-1' });

  it('joins each day with its temperatures and the meter’s end reading', () => {
    expect(
      rows.map((row) => [row.date, row.usage, row.highTemp, row.lowTemp, row.reading, row.status]),
    ).toEqual([
      ['2026-11-06', 30, 50, 30, 48_030, 'Actual'],
      ['2026-11-07', 41, 52, 33, null, 'Estimate'],
      // no weather overlay that day: the meter's own temperatures
      ['2026-11-08', 1234, 47, 28, 49_264, 'Keyed'],
    ]);
    expect(rows[0]).toMatchObject({ demand: 4.2, cost: 3.9, avgTemp: 40, meterId: 'E-1' });
  });

  it('shows every meter for All meters', () => {
    expect(usageTableRows({ usagesByMeter: meters }).map((row) => row.id)).toEqual([
      'E-1|2026-11-06',
      'E-1|2026-11-07',
      'E-1|2026-11-08',
      'E-2|2026-11-07',
    ]);
  });

  it('reads interval values as rows of their start time', () => {
    const intervals = [
      {
        meterId: 'E-1',
        unitOfMeasure: 'kWh',
        values: [{ startTime: '2026-11-07T13:00:00', value: 1.25 }],
      },
    ];
    expect(intervalTableRows(intervals)).toEqual([
      expect.objectContaining({ date: '2026-11-07T13:00:00', usage: 1.25, status: 'Actual' }),
    ]);
    expect(intervalTableRows(intervals, 'E-2')).toEqual([]);
  });

  it('shows dates as MM/dd/yyyy (doc 2 §9) and values with their decimals', () => {
    expect(formatUsageDate('2026-11-07')).toBe('11/07/2026');
    expect(formatUsageDate('2026-11-07T00:15:00')).toBe('11/07/2026 12:15 AM');
    expect(formatUsageDate('2026-11-07T13:00:00')).toBe('11/07/2026 1:00 PM');
    const row = rows[2]!;
    const text = (column: UsageTableColumn) => usageCellText(row, column, 'daily');
    expect([text('DATE'), text('USAGE'), text('DEMAND'), text('READING'), text('STATUS')]).toEqual([
      '11/08/2026',
      '1,234',
      '',
      '49,264',
      'Keyed',
    ]);
    expect(usageCellText(rows[1]!, 'COST', 'daily')).toBe('$5.33');
    expect(usageCellText(rows[1]!, 'DEMAND', 'daily')).toBe('5.55');
  });
});

describe('doc 2 §7 USAGE_SORT_ORDER', () => {
  const rows = usageTableRows({ usagesByMeter: meters });
  it.each([
    ['ASC', 'ASC'],
    [' asc ', 'ASC'],
    ['DESC', 'DESC'],
    ['', 'DESC'],
    [null, 'DESC'],
    ['sideways', 'DESC'],
  ])('%j → %s', (value, order) => {
    expect(parseUsageSortOrder(value)).toBe(order);
  });

  it('orders rows by date, the same date keeping the meters’ order', () => {
    expect(sortUsageRows(rows, 'DESC').map((row) => row.id)).toEqual([
      'E-1|2026-11-08',
      'E-1|2026-11-07',
      'E-2|2026-11-07',
      'E-1|2026-11-06',
    ]);
    expect(sortUsageRows(rows, 'ASC').map((row) => row.id)).toEqual([
      'E-1|2026-11-06',
      'E-1|2026-11-07',
      'E-2|2026-11-07',
      'E-1|2026-11-08',
    ]);
  });
});

describe('doc 2 §2.7 usage table footer totals', () => {
  it('totals usage and cost, takes the highest demand and averages each temperature per date', () => {
    const rows = usageTableRows({ usagesByMeter: meters, temperatures, readings });
    const totals = usageTableTotals(rows);
    expect(totals).toEqual({
      usage: 1315,
      cost: 9.23,
      demand: 5.55,
      // 11/06 50, 11/07 52 (two meters, counted once), 11/08 47 → 49.67
      highTemp: 50,
      lowTemp: 30,
      avgTemp: 42,
    });
    expect(usageTotalText(totals, 'USAGE', 'kWh', 'daily')).toBe('1,315');
    expect(usageTotalText(totals, 'COST', 'kWh', 'daily')).toBe('$9.23');
    expect(usageTotalText(totals, 'DEMAND', 'kWh', 'daily')).toBe('5.55');
    expect(usageTotalText(totals, 'READING', 'kWh', 'daily')).toBe('');
  });

  it('has no total for a column without values', () => {
    expect(usageTableTotals([])).toEqual({
      usage: null,
      cost: null,
      demand: null,
      highTemp: null,
      lowTemp: null,
      avgTemp: null,
    });
  });
});

describe('doc 2 §2.7 usage export', () => {
  it('names the file after the account and the range', () => {
    const range = { accountNumber: '1000001', startDate: '2026-11-11', endDate: '2026-11-26' };
    expect(usageExportFileName(range, 'xlsx')).toBe('usage-1000001-2026-11-11-to-2026-11-26.xlsx');
    expect(usageExportFileName({ ...range, accountNumber: '10/01' }, 'csv')).toBe(
      'usage-1001-2026-11-11-to-2026-11-26.csv',
    );
  });

  const headers = {
    DATE: 'Date',
    METER: 'Meter',
    USAGE: 'Usage (kWh)',
    DEMAND: 'Demand (kW)',
    COST: 'Cost ($)',
    HIGH_TEMP: 'High, "max"',
    LOW_TEMP: 'Low Temp (°F)',
    AVG_TEMP: 'Average Temp (°F)',
    READING: 'Meter Reading',
    STATUS: 'Reading Type',
  };

  it('exports dates as real dates, numbers as numbers and a totals row', () => {
    const rows = sortUsageRows(
      usageTableRows({ usagesByMeter: meters, temperatures, meterId: 'E-1' }),
      'ASC',
    );
    const table = usageExportRows({
      columns: ['DATE', 'USAGE', 'COST', 'HIGH_TEMP', 'STATUS'],
      headers,
      rows,
      summarization: 'daily',
      totals: usageTableTotals(rows),
      totalCaption: 'Total',
    });
    expect(table).toHaveLength(5);
    expect(table[1]?.[0]).toEqual({
      type: 'date',
      value: new Date(Date.UTC(2026, 10, 6)),
      text: '11/06/2026',
      withTime: false,
    });
    expect(table[1]?.[1]).toEqual({ type: 'number', value: 30, decimals: 0 });
    expect(table[3]?.[2]).toBeNull();
    expect(usageCsv(table)).toBe(
      [
        'Date,Usage (kWh),Cost ($),"High, ""max""",Reading Type',
        '11/06/2026,30,3.90,50,Actual',
        '11/07/2026,41,5.33,52,Estimate',
        '11/08/2026,1234,,,Keyed',
        'Total,1305,9.23,51,',
        '',
      ].join('\r\n'),
    );
  });

  it('keeps an interval’s time in its date', () => {
    const rows = intervalTableRows([
      {
        meterId: 'E-1',
        unitOfMeasure: 'kWh',
        values: [{ startTime: '2026-11-07T13:30:00', value: 0.456 }],
      },
    ]);
    const table = usageExportRows({
      columns: ['DATE', 'USAGE'],
      headers,
      rows,
      summarization: 'interval',
    });
    expect(table[1]).toEqual([
      {
        type: 'date',
        value: new Date(Date.UTC(2026, 10, 7, 13, 30)),
        text: '11/07/2026 1:30 PM',
        withTime: true,
      },
      { type: 'number', value: 0.456, decimals: 2 },
    ]);
    expect(usageCsv(table)).toBe('Date,Usage (kWh)\r\n11/07/2026 1:30 PM,0.46\r\n');
  });
});

describe('doc 2 §2.1, §6, §8 usage not supported or suspended', () => {
  it.each([
    [{ accountType: 'Water', showUsageSuspendedMsg: false, hideNonElectric: 'Y' }, 'notSupported'],
    [{ accountType: 'Water', showUsageSuspendedMsg: true, hideNonElectric: 'y' }, 'notSupported'],
    [{ accountType: 'Water', showUsageSuspendedMsg: false, hideNonElectric: 'N' }, 'available'],
    [{ accountType: 'Electric', showUsageSuspendedMsg: false, hideNonElectric: 'Y' }, 'available'],
    [{ accountType: 'Electric', showUsageSuspendedMsg: true, hideNonElectric: 'Y' }, 'suspended'],
    [{ accountType: 'Water', showUsageSuspendedMsg: true, hideNonElectric: null }, 'suspended'],
  ])('%j → %s', (account, availability) => {
    expect(usageAvailability(account)).toBe(availability);
  });
});

describe('doc 2 §4 chart values per unit', () => {
  it('shows usage, dollars (the day’s charge) or demand, with each day’s bar kind', () => {
    expect(usageChartMeters(meters, 'kWh', { meterId: 'E-1', summarization: 'daily' })).toEqual([
      {
        meterId: 'E-1',
        points: [
          { date: '2026-11-06', value: 30, kind: 'weekday' },
          { date: '2026-11-07', value: 41, kind: 'estimate' },
          { date: '2026-11-08', value: 1234, kind: 'keyed' },
        ],
      },
    ]);
    const dollars = usageChartMeters(meters, '$', { meterId: 'E-1', summarization: 'monthly' });
    expect(dollars[0]?.points.map((point) => point.value)).toEqual([3.9, 5.33, null]);
    expect(dollars[0]?.points[0]).not.toHaveProperty('kind');
    const demand = usageChartMeters(meters, 'kW', { summarization: 'daily' });
    expect(demand.map((meter) => meter.points.map((point) => point.value))).toEqual([
      [4.2, 5.55, null],
      [null],
    ]);
  });

  it('offers demand only when a usage carries it, and knows an answer without usage', () => {
    expect(usageHasDemand(meters)).toBe(true);
    expect(usageHasDemand([meters[1]!])).toBe(false);
    expect(hasUsage([])).toBe(false);
    expect(hasUsage([{ meterId: 'E-1', meterUsages: [] }] as never)).toBe(false);
    expect(hasUsage(meters)).toBe(true);
  });
});
