import { describe, expect, it } from 'vitest';
import { anonymousUser } from '../web/shell-answers.js';
import { CurrentUserSchema, USER_EXPORT_COLUMNS, type UserExportRow } from './user.js';
import { csvCell, userExportCsv } from './user-export-csv.js';

const row: UserExportRow = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee, Jr.',
  organizationType: 'Fleet',
  organizationName: '=HYPERLINK("http://evil")',
  vocationCheckList: ['Linehaul', 'Heavy Haul'],
  countryList: ['United States', 'Canada'],
  numberSavedSurveys: 3,
};

describe('current user', () => {
  it('is anonymous and Imperial before sign-in', () => {
    expect(CurrentUserSchema.parse(anonymousUser())).toEqual({
      email: null,
      displayName: null,
      authenticated: false,
      units: 'Imperial',
      privileges: { roles: [], operations: [] },
    });
    expect(anonymousUser('Metric').units).toBe('Metric');
  });
});

describe('user export', () => {
  it('has the CSV header of SPEC 7, in order', () => {
    expect(USER_EXPORT_COLUMNS).toEqual([
      'Email',
      'First Name',
      'Last Name',
      'Organization Type',
      'Organization Name',
      'Application Self-Description',
      'Country List',
      'Number Saved Surveys',
    ]);
  });

  it('writes one CRLF line per user after the header, lists joined', () => {
    const lines = userExportCsv([row]).split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${USER_EXPORT_COLUMNS.join(',')}`);
    expect(lines[1]).toBe(
      'ann@example.com,Ann,"Lee, Jr.",Fleet,"\'=HYPERLINK(""http://evil"")","Linehaul; Heavy Haul","United States; Canada",3',
    );
    expect(lines).toHaveLength(3);
  });

  it('quotes cells with commas, quotes or line breaks and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('+1 555')).toBe(`"'+1 555"`);
    expect(csvCell('@sum')).toBe(`"'@sum"`);
    expect(csvCell(-3)).toBe('-3');
  });
});
