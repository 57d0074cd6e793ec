/**
 * CSV files for the downloads (the usage table, the billing history): RFC 4180 text a spreadsheet
 * opens as it is.
 */

/** A CSV field: quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled). */
export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows of text as CSV (RFC 4180): fields separated by commas and quoted where needed, every line
 * ended by CRLF (the last one too).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.map(csvField).join(',') + '\r\n').join('');
}

/**
 * A part of a download's file name taken from data (an account number): only letters, digits and
 * hyphens are kept, so no character a file system refuses (a slash, a colon) gets in.
 */
export function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9-]/g, '');
}
