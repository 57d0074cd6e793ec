import { describe, expect, it } from 'vitest';
import { usageMessagesEs } from '../es';
import {
  createUsageDateRangeSchema,
  formatUsageDate,
  formatUsageValue,
  intervalTableRows,
  usageCellText,
  usageCsv,
  usageDateRangeMessages,
  usageExportRows,
  usageTableRows,
  usageTableTotals,
  usageTotalText,
  type UsageMeterDays,
} from './index';

const meters: UsageMeterDays[] = [
  {
    meterId: 'E-1',
    meterUsages: [
      {
        date: '2026-11-06',
        usageValue: 1234,
        unitOfMeasure: 'kWh',
        status: 'Estimate',
        demandValue: 4.2,
        prepaiddailytotal: 1203.9,
      },
    ],
  },
];
const temperatures = [{ date: '2026-11-06', highTemp: 50, lowTemp: -3, avgTemp: 23.5 }];

const headers = {
  DATE: 'Fecha',
  METER: 'Medidor',
  USAGE: 'Consumo (kWh)',
  DEMAND: 'Demanda (kW)',
  COST: 'Costo ($)',
  HIGH_TEMP: 'Temp. máxima (°F)',
  LOW_TEMP: 'Temp. mínima (°F)',
  AVG_TEMP: 'Temp. promedio (°F)',
  READING: 'Lectura del medidor',
  STATUS: 'Tipo de lectura',
};

describe('doc 2 §5, §9 Usage in Spanish (US): the same rules, in Spanish, formatted for es-US', () => {
  it('the date range’s messages, by field', () => {
    expect(
      usageDateRangeMessages(
        { startDate: '1989-12-31', endDate: '2024-07-01' },
        { meterDataEnabled: false, today: '2024-06-30', messages: usageMessagesEs },
      ),
    ).toEqual({
      startDate: 'Elija una fecha posterior.',
      endDate: 'El rango de fechas no es válido.',
    });
    const result = createUsageDateRangeSchema({
      meterDataEnabled: true,
      today: '2024-06-30',
      messages: usageMessagesEs,
    }).safeParse({ startDate: '2023-12-01', endDate: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['startDate', 'La fecha de inicio debe estar dentro de los 180 días anteriores a hoy.'],
      ['endDate', 'La fecha final es obligatoria.'],
    ]);
  });

  it('writes dates day first, an interval’s time as Spanish writes it', () => {
    expect(formatUsageDate('2026-11-06', 'es-US')).toBe('06/11/2026');
    expect(formatUsageDate('2026-11-07T13:30:00', 'es-US')).toBe('07/11/2026 1:30 p.m.');
    expect(formatUsageDate('2026-11-07T00:05:00', 'es-US')).toBe('07/11/2026 12:05 a.m.');
    expect(formatUsageDate('pending', 'es-US')).toBe('pending');
  });

  it('writes the table’s numbers and amounts for es-US: the dollar first, a point before the cents', () => {
    const [row] = usageTableRows({ usagesByMeter: meters, temperatures });
    const cell = (column: Parameters<typeof usageCellText>[1]) =>
      usageCellText(row!, column, 'daily', 'es-US');
    expect(cell('DATE')).toBe('06/11/2026');
    expect(cell('USAGE')).toBe('1,234');
    expect(cell('DEMAND')).toBe('4.20');
    expect(cell('COST')).toBe('$1,203.90');
    expect(cell('LOW_TEMP')).toBe('-3');
    expect(cell('AVG_TEMP')).toBe('23.5');
    const totals = usageTableTotals([row!]);
    expect(usageTotalText(totals, 'COST', 'kWh', 'daily', 'es-US')).toBe('$1,203.90');
    expect(usageTotalText(totals, 'USAGE', 'kWh', 'daily', 'es-US')).toBe('1,234');
    expect(formatUsageValue(0.456, 'kWh', 2, 'es-US')).toBe('0.46');
  });

  it('an export keeps its dates and numbers as data; its words are the caller’s', () => {
    const rows = usageTableRows({ usagesByMeter: meters, temperatures });
    const table = usageExportRows({
      columns: ['DATE', 'USAGE', 'COST', 'STATUS'],
      headers,
      rows,
      summarization: 'daily',
      totals: usageTableTotals(rows),
      totalCaption: 'Total',
      readingStatuses: { Actual: 'Real', Estimate: 'Estimada', Keyed: 'Manual' },
    });
    expect(usageCsv(table)).toBe(
      [
        'Fecha,Consumo (kWh),Costo ($),Tipo de lectura',
        '11/06/2026,1234,1203.90,Estimada',
        'Total,1234,1203.90,',
        '',
      ].join('\r\n'),
    );
    const interval = usageExportRows({
      columns: ['DATE'],
      headers: { ...headers, DATE: 'Fecha y hora' },
      rows: intervalTableRows([
        {
          meterId: 'E-1',
          unitOfMeasure: 'kWh',
          values: [{ startTime: '2026-11-07T13:30:00', value: 1 }],
        },
      ]),
      summarization: 'interval',
    });
    expect(usageCsv(interval)).toBe('Fecha y hora\r\n11/07/2026 1:30 PM\r\n');
  });

  it('English is unchanged when no locale is given', () => {
    expect(formatUsageDate('2026-11-07T13:30:00')).toBe('11/07/2026 1:30 PM');
    expect(formatUsageDate('2026-11-07T00:05:00')).toBe('11/07/2026 12:05 AM');
    expect(formatUsageValue(1234.5, 'kW')).toBe('1,234.50');
  });
});
