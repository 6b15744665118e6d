import { USER_EXPORT_COLUMNS, USER_EXPORT_FIELDS, type UserExportRow } from './user.js';

/**
 * CSV text of the user export (RFC 4180: comma separated, CRLF line ends, quotes doubled).
 * Cells a spreadsheet would run as a formula (starting with = + - @ or a control character) get a
 * leading apostrophe, because the names in it are typed by strangers at registration.
 */

/** Separator between the items of a list cell (vocations, countries). */
export const CSV_LIST_SEPARATOR = '; ';

/** One CSV cell: formula-neutralized, and quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Line end of the export (RFC 4180). */
export const CSV_LINE_END = '\r\n';

/** The header line of the export, with its line end. */
export function userExportCsvHeader(): string {
  return `${USER_EXPORT_COLUMNS.map(csvCell).join(',')}${CSV_LINE_END}`;
}

/** One user's line of the export, with its line end; list cells join with CSV_LIST_SEPARATOR. */
export function userExportCsvRow(row: UserExportRow): string {
  const cells = USER_EXPORT_FIELDS.map((field) => {
    const value = row[field];
    return csvCell(Array.isArray(value) ? value.join(CSV_LIST_SEPARATOR) : value);
  });
  return `${cells.join(',')}${CSV_LINE_END}`;
}

/** The whole export: header row of USER_EXPORT_COLUMNS, then one row per user. */
export function userExportCsv(rows: readonly UserExportRow[]): string {
  return userExportCsvHeader() + rows.map(userExportCsvRow).join('');
}
