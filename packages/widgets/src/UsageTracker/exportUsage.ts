import { usage } from '@coop-portal/validation';

/**
 * The usage table as an .xlsx workbook: real dates (mm/dd/yyyy, an interval's with its time),
 * numbers as numbers, the header row bold. write-excel-file is loaded only now, when asked for.
 */
export async function usageWorkbook(
  table: usage.UsageExportCell[][],
  sheetName: string,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = table.map((cells, rowIndex) =>
    cells.map((cell) => {
      if (cell === null) return null;
      const style = rowIndex === 0 ? { fontWeight: 'bold' as const } : {};
      if (cell.type === 'date') {
        return {
          value: cell.value,
          type: Date,
          format: cell.withTime ? 'mm/dd/yyyy h:mm AM/PM' : 'mm/dd/yyyy',
          ...style,
        };
      }
      if (cell.type === 'number') {
        return {
          value: cell.value,
          type: Number,
          format: cell.decimals > 0 ? `#,##0.${'0'.repeat(cell.decimals)}` : '#,##0',
          ...style,
        };
      }
      return { value: cell.value, type: String, ...style };
    }),
  );
  return writeXlsxFile(sheet, { sheet: sheetName }).toBlob();
}

/** The usage table as a CSV file. */
export function usageCsvBlob(table: usage.UsageExportCell[][]): Blob {
  return new Blob([usage.usageCsv(table)], { type: 'text/csv;charset=utf-8' });
}
