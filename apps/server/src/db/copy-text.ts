/**
 * Rows in PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html,
 * "Text Format"), for PGlite's `COPY ... FROM '/dev/blob'`: one line per row, columns separated by
 * tabs, NULL written `\N`, and a backslash, tab, newline or carriage return inside a value written
 * as its backslash escape. A text array is written as an array literal (every element quoted, with
 * `"` and `\` escaped inside the quotes, so an element reading NULL stays text) and then escaped
 * like any other value. PostgreSQL's text type cannot hold U+0000, whichever way it is sent.
 */

/** A value a column takes: text, an integer, a boolean, a timestamp or a text array. */
export type CopyValue = string | number | boolean | Date | null | readonly string[];

/** Each character COPY's text format escapes, and its escape. */
const COPY_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};
const NEEDS_COPY_ESCAPE = /[\\\t\n\r]/g;

function escapeCopy(text: string): string {
  return text.replace(NEEDS_COPY_ESCAPE, (character) => COPY_ESCAPES[character] ?? character);
}

/** `{"a","b"}`: PostgreSQL's array literal, every element quoted. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return escapeCopy(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${String(value)}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return escapeCopy(arrayLiteral(value));
}

/** The rows as COPY text, each line ending in a newline. */
export function copyText(rows: readonly (readonly CopyValue[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(copyField).join('\t')}\n`;
  return text;
}
