import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, userExportCsv } from './user-export-csv.js';

/** Characters a spreadsheet reads as the start of a formula. */
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
/** Where a spreadsheet may start a new cell, whatever the locale's separator (and whitespace). */
const SEPARATOR = /[,;\t\s]/;

/** The cell's text as a CSV reader gets it back (RFC 4180 unquoting). */
function unquote(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
}

/** True when some piece of `text`, split at any separator, starts with a formula trigger. */
function hasLiveFormula(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const atStart = index === 0 || SEPARATOR.test(text.charAt(index - 1));
    if (atStart && TRIGGERS.includes(text.charAt(index))) return true;
  }
  return false;
}

const csvish = fc.string({
  unit: fc.constantFrom(
    'a',
    'é',
    ' ',
    ',',
    ';',
    '\t',
    '\r',
    '\n',
    '"',
    "'",
    '=',
    '+',
    '-',
    '@',
    '1',
  ),
  maxLength: 30,
});

describe('user export CSV cells', () => {
  it('neutralises a formula after a semicolon, as a semicolon-locale spreadsheet splits it', () => {
    expect(csvCell('x;=1+1;@SUM(1+1)')).toBe(`"x;'=1+1;'@SUM(1+1)"`);
    expect(csvCell('a, -1')).toBe(`"a, '-1"`);
    expect(csvCell('Jean-Pierre')).toBe('Jean-Pierre');
  });

  it('quotes every cell holding a formula trigger, at its start too', () => {
    expect(csvCell('+1 555')).toBe(`"'+1 555"`);
    expect(csvCell('@sum')).toBe(`"'@sum"`);
    expect(csvCell(-3)).toBe('-3');
  });

  it('leaves no live formula at any separator, and reads back as the text with apostrophes added', () => {
    fc.assert(
      fc.property(csvish, (text) => {
        const cell = csvCell(text);
        const read = unquote(cell);
        expect(hasLiveFormula(read)).toBe(false);
        // Nothing but apostrophes was added.
        expect(read.replaceAll("'", '')).toBe(text.replaceAll("'", ''));
        // A cell that is not quoted holds no separator, quote or line break.
        if (!cell.startsWith('"')) expect(cell).not.toMatch(/[,;"\r\n\t]/);
      }),
    );
  });

  it('starts the file with a UTF-8 byte order mark, so spreadsheets read accented names', () => {
    const csv = userExportCsv([]);
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csv.startsWith('\uFEFFEmail,')).toBe(true);
  });
});
