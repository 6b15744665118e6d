import { describe, expect, it } from 'vitest';

import { formatSpecDate, formatSpecDateTime } from './spec-dates';

describe('spec dates', () => {
  it('reads MM-dd-yyyy and MM-dd-yyyy hh:mm on the 12-hour clock, in local time', () => {
    const afternoon = new Date(2025, 0, 5, 15, 7).toISOString();
    expect(formatSpecDate(afternoon)).toBe('01-05-2025');
    expect(formatSpecDateTime(afternoon)).toBe('01-05-2025 03:07 PM');
    expect(formatSpecDateTime(new Date(2025, 0, 5, 18, 36).toISOString())).toBe(
      '01-05-2025 06:36 PM',
    );
    expect(formatSpecDateTime(new Date(2025, 0, 5, 6, 36).toISOString())).toBe(
      '01-05-2025 06:36 AM',
    );
    expect(formatSpecDateTime(new Date(2025, 11, 31, 0, 30).toISOString())).toBe(
      '12-31-2025 12:30 AM',
    );
    expect(formatSpecDateTime(new Date(2025, 11, 31, 12, 5).toISOString())).toBe(
      '12-31-2025 12:05 PM',
    );
  });

  it('prints the PDF dates as MM-DD-YYYY', () => {
    expect(formatSpecDate(new Date(2026, 10, 2))).toBe('11-02-2026');
  });
});
