import { usage } from '@coop-portal/validation';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { usageCsvBlob, usageWorkbook } from './exportUsage';

/** The files of a zip archive (stored or deflated), by name. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map<string, string>();
  // the central directory lists every file with its sizes and where its local header is
  let end = bytes.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  let entry = view.getUint32(end + 16, true);
  const count = view.getUint16(end + 10, true);
  for (let index = 0; index < count; index += 1) {
    const method = view.getUint16(entry + 10, true);
    const size = view.getUint32(entry + 20, true);
    const nameLength = view.getUint16(entry + 28, true);
    const extraLength = view.getUint16(entry + 30, true);
    const commentLength = view.getUint16(entry + 32, true);
    const local = view.getUint32(entry + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(entry + 46, entry + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + size);
    files.set(name, new TextDecoder().decode(method === 8 ? inflateRawSync(data) : data));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const headers = {
  DATE: 'Date',
  METER: 'Meter',
  USAGE: 'Usage (kWh)',
  DEMAND: 'Demand (kW)',
  COST: 'Cost ($)',
  HIGH_TEMP: 'High Temp (°F)',
  LOW_TEMP: 'Low Temp (°F)',
  AVG_TEMP: 'Average Temp (°F)',
  READING: 'Meter Reading',
  STATUS: 'Reading Type',
};

const rows = usage.sortUsageRows(
  usage.usageTableRows({
    usagesByMeter: [
      {
        meterId: 'E-1',
        meterUsages: [
          {
            date: '2026-11-25',
            usageValue: 31,
            unitOfMeasure: 'kWh',
            status: 'Keyed',
            prepaiddailytotal: 4.03,
          },
          { date: '2026-11-26', usageValue: 29, unitOfMeasure: 'kWh', prepaiddailytotal: 3.77 },
        ],
      },
    ],
  }),
  'DESC',
);
const table = usage.usageExportRows({
  columns: ['DATE', 'USAGE', 'COST', 'STATUS'],
  headers,
  rows,
  summarization: 'daily',
  totals: usage.usageTableTotals(rows),
  totalCaption: 'Total',
});

describe('doc 2 §2.7 Export to Excel', () => {
  it('writes a real workbook: the table’s rows, dates as dates, numbers as numbers', async () => {
    const blob = await usageWorkbook(table, 'Usage');
    const files = unzip(new Uint8Array(await blob.arrayBuffer()));
    expect(files.get('xl/workbook.xml')).toContain('name="Usage"');
    const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
    const sheetRows = [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((match) => match[1]!);
    expect(sheetRows).toHaveLength(4);
    const shared = [
      ...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<t[^>]*>([^<]*)<\/t>/g),
    ].map((match) => match[1]);
    const cells = (row: string) =>
      [...row.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attributes, content]) => {
        const value =
          /<v>([^<]*)<\/v>/.exec(content ?? '')?.[1] ?? /<t>([^<]*)<\/t>/.exec(content ?? '')?.[1];
        return /t="s"/.test(attributes!) ? shared[Number(value)] : value;
      });
    expect(cells(sheetRows[0]!)).toEqual(['Date', 'Usage (kWh)', 'Cost ($)', 'Reading Type']);
    // 11/26/2026 is day 46352 of Excel's calendar
    expect(cells(sheetRows[1]!)).toEqual(['46352', '29', '3.77', 'Actual']);
    expect(cells(sheetRows[2]!)).toEqual(['46351', '31', '4.03', 'Keyed']);
    expect(cells(sheetRows[3]!)).toEqual(['Total', '60', '7.8']);
    // the date cells carry the mm/dd/yyyy format
    expect(files.get('xl/styles.xml')).toContain('formatCode="mm/dd/yyyy"');
  });
});

describe('doc 2 §2.7 Export to CSV', () => {
  it('writes the same rows as CSV text', async () => {
    expect(await usageCsvBlob(table).text()).toBe(
      'Date,Usage (kWh),Cost ($),Reading Type\r\n11/26/2026,29,3.77,Actual\r\n11/25/2026,31,4.03,Keyed\r\nTotal,60,7.80,\r\n',
    );
  });
});
