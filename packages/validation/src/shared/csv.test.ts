import { describe, expect, it } from 'vitest';
import { csvField, fileNamePart, toCsv } from './csv';

describe('CSV downloads (doc 2 §2.7 usage export, doc 2 §2.1 billing history download)', () => {
  it('quotes a field only when a spreadsheet would misread it', () => {
    expect(csvField('Bill')).toBe('Bill');
    expect(csvField('142.37')).toBe('142.37');
    expect(csvField('Smith, Jordan')).toBe('"Smith, Jordan"');
    expect(csvField('the "shop" meter')).toBe('"the ""shop"" meter"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('')).toBe('');
  });

  it('ends every line with CRLF, the last one too', () => {
    expect(
      toCsv([
        ['Date', 'Amount'],
        ['05/01/2026', '1,234.50'],
      ]),
    ).toBe('Date,Amount\r\n05/01/2026,"1,234.50"\r\n');
    expect(toCsv([])).toBe('');
  });

  it('keeps only letters, digits and hyphens of a file name part', () => {
    expect(fileNamePart('1000001')).toBe('1000001');
    expect(fileNamePart('10/01: a\\b')).toBe('1001ab');
  });
});
