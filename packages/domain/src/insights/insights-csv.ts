import { CSV_BOM, CSV_LINE_END, csvCell } from '../accounts/user-export-csv.js';
import { MESSAGES } from '../common/messages.js';

/**
 * The CSV download of an Insights table, quoted and formula-safe by the user export's own cell
 * rule (family names are typed by administrators, and a spreadsheet must not run one).
 */

/** A table cell: text, a number, or a hidden count (null), which reads MESSAGES.insightsFewerThanFive. */
export type InsightsCell = string | number | null;

/** The whole file: byte order mark, the header line, then one line per row (RFC 4180). */
export function insightsCsv(
  header: readonly string[],
  rows: readonly (readonly InsightsCell[])[],
): string {
  const line = (cells: readonly InsightsCell[]) =>
    cells.map((cell) => csvCell(cell ?? MESSAGES.insightsFewerThanFive)).join(',') + CSV_LINE_END;
  return CSV_BOM + line(header) + rows.map(line).join('');
}

/** The download's file name, e.g. insights-top-choices-2026-01-01-to-2026-01-31.csv. */
export function insightsCsvFileName(table: string, from: string, to: string): string {
  const slug = table
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `insights-${slug}-${from}-to-${to}.csv`;
}
