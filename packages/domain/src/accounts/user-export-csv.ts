import { USER_EXPORT_COLUMNS, USER_EXPORT_FIELDS, type UserExportRow } from './user.js';

/**
 * CSV text of the user export (RFC 4180: comma separated, CRLF line ends, quotes doubled), for a
 * spreadsheet. Written by hand rather than with a CSV library: RFC 4180 quoting is three lines, and
 * what matters here, neutralising formulas wherever a spreadsheet may start a cell, no library does
 * (csv-stringify's escape_formulas only looks at the start of the cell).
 */

/** Separator between the items of a list cell (vocations, countries). */
export const CSV_LIST_SEPARATOR = '; ';

/**
 * UTF-8 byte order mark: without it Excel reads the file in the locale's legacy code page and
 * shows accented names as mojibake.
 */
export const CSV_BOM = '\uFEFF';

/**
 * A position where a spreadsheet would start a formula: a trigger (= + - @ tab CR) at the start of
 * the text or after anything that may separate cells. Excel in a semicolon locale splits on ";",
 * a paste splits on tabs, and some importers split on any whitespace; a comma is the file's own
 * separator. The names in the export are typed by strangers at registration.
 */
const FORMULA_START = /(?<=^|[,;\s])(?=[=+\-@\t\r])/g;

/** Characters that force quoting: the separators above, quotes, line breaks. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell. Every formula start gets a leading apostrophe (spreadsheets show the text as
 * typed), and a cell holding any trigger, separator, quote or line break is quoted, so it stays
 * one cell whatever separator the reader assumes.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = value.replace(FORMULA_START, "'");
  const quoted = text !== value || NEEDS_QUOTES.test(text);
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Line end of the export (RFC 4180). */
export const CSV_LINE_END = '\r\n';

/** The start of the export: the byte order mark and the header line, with its line end. */
export function userExportCsvHeader(): string {
  return `${CSV_BOM}${USER_EXPORT_COLUMNS.map(csvCell).join(',')}${CSV_LINE_END}`;
}

/** One user's line of the export, with its line end; list cells join with CSV_LIST_SEPARATOR. */
export function userExportCsvRow(row: UserExportRow): string {
  const cells = USER_EXPORT_FIELDS.map((field) => {
    const value = row[field];
    return csvCell(Array.isArray(value) ? value.join(CSV_LIST_SEPARATOR) : value);
  });
  return `${cells.join(',')}${CSV_LINE_END}`;
}

/** The whole export: byte order mark, header row of USER_EXPORT_COLUMNS, then one row per user. */
export function userExportCsv(rows: readonly UserExportRow[]): string {
  return userExportCsvHeader() + rows.map(userExportCsvRow).join('');
}
