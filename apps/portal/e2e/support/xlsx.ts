import { inflateRawSync } from 'node:zlib';

/**
 * The files of a zip archive (an .xlsx is one), by name: the central directory at the end lists
 * each entry and where its local header is; an entry is stored (method 0) or deflated (method 8).
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const endSignature = 0x06054b50;
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== endSignature) end -= 1;
  if (end < 0) throw new Error('Not a zip archive: no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let entry = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(entry) !== 0x02014b50) throw new Error('Broken central directory');
    const method = archive.readUInt16LE(entry + 10);
    const compressedSize = archive.readUInt32LE(entry + 20);
    const nameLength = archive.readUInt16LE(entry + 28);
    const extraLength = archive.readUInt16LE(entry + 30);
    const commentLength = archive.readUInt16LE(entry + 32);
    const localHeader = archive.readUInt32LE(entry + 42);
    const name = archive.toString('utf8', entry + 46, entry + 46 + nameLength);
    const dataStart =
      localHeader +
      30 +
      archive.readUInt16LE(localHeader + 26) +
      archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) files.set(name, data);
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`Unsupported zip method ${method} for ${name}`);
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** The text of every `<t>` in a piece of XML (a shared or inline string may have several runs). */
const runs = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1] ?? '')).join('');

/** Excel's built-in number formats that a writer may refer to by id alone. */
const builtInFormats: Record<number, string> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  14: 'mm/dd/yyyy',
  22: 'm/d/yyyy h:mm',
};

/** The number format of each cell style (`s` of a cell), from styles.xml. */
function cellFormats(stylesXml: string | undefined): string[] {
  if (!stylesXml) return [];
  const custom = new Map<number, string>();
  for (const m of stylesXml.matchAll(
    /<numFmt\s[^>]*?numFmtId="(\d+)"[^>]*?formatCode="([^"]*)"/g,
  )) {
    custom.set(Number(m[1]), decodeXml(m[2] ?? ''));
  }
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\s([^>]*?)\/?>/g)].map((m) => {
    const id = Number(/numFmtId="(\d+)"/.exec(m[1] ?? '')?.[1] ?? 0);
    return custom.get(id) ?? builtInFormats[id] ?? 'General';
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A number as Excel shows it in the given format: a date serial (days since 1899-12-30, the time
 * as the fraction) as mm/dd/yyyy with an optional 'h:mm AM/PM'; a '#,##0.00'-like format with
 * its decimals and thousands separators.
 */
function formatNumber(value: number, format: string): string {
  if (/y/i.test(format) && /d/i.test(format)) {
    const millis = Math.round((value - 25569) * 86_400_000);
    const date = new Date(millis);
    const day = `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
    if (!/h/i.test(format)) return day;
    const hours = date.getUTCHours();
    const hour12 = hours % 12 === 0 ? 12 : hours % 12;
    const minutes = pad(date.getUTCMinutes());
    return /AM\/PM/i.test(format)
      ? `${day} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
      : `${day} ${hours}:${minutes}`;
  }
  if (format === 'General') return String(value);
  const decimals = /\.(0+)/.exec(format)?.[1]?.length ?? 0;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: format.includes(','),
  });
}

/** A column's index from a cell reference: 'A1' → 0, 'C7' → 2, 'AA3' → 26. */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The rows of a worksheet of an .xlsx file as Excel shows them: each cell's text (shared or inline
 * strings as they are, numbers and dates in their cell's number format), empty cells as ''.
 */
export function readXlsxSheet(file: Buffer, sheet = 1): string[][] {
  const files = unzip(file);
  const text = (name: string) => files.get(name)?.toString('utf8');
  const sheetXml = text(`xl/worksheets/sheet${sheet}.xml`);
  if (!sheetXml) throw new Error(`No sheet${sheet} in the workbook`);
  const shared = [...(text('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    (m) => runs(m[1] ?? ''),
  );
  const formats = cellFormats(text('xl/styles.xml'));

  const rows: string[][] = [];
  for (const rowMatch of sheetXml.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const cells: string[] = [];
    for (const cellMatch of (rowMatch[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1] ?? '';
      const body = cellMatch[2] ?? '';
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const index = reference ? columnIndex(reference) : cells.length;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1] ?? 'n';
      const style = Number(/\bs="(\d+)"/.exec(attributes)?.[1] ?? 0);
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = runs(body);
      else if (type === 'str' || type === 'b' || type === 'e') value = decodeXml(raw ?? '');
      else if (raw !== undefined) value = formatNumber(Number(raw), formats[style] ?? 'General');
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    rows.push(cells);
  }
  return rows;
}

/** The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && csv[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
