import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages.js';
import { InsightsQuerySchema, isIsoDay, presetRange } from './insights-range.js';

function issues(query: unknown) {
  const parsed = InsightsQuerySchema.safeParse(query);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('InsightsQuerySchema', () => {
  it('takes a range of one day and one of exactly two years with a leap day', () => {
    expect(issues({ from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
    expect(issues({ from: '2024-01-01', to: '2025-12-31' })).toEqual([]);
  });

  it('refuses a range over two years, naming the end date', () => {
    expect(issues({ from: '2024-01-01', to: '2026-01-01' })).toEqual([
      ['to', MESSAGES.insightsRangeTooLong],
    ]);
  });

  it('refuses an end before the start', () => {
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      ['to', MESSAGES.insightsRangeReversed],
    ]);
  });

  it('refuses a day that is not a calendar day or not YYYY-MM-DD, and a missing one', () => {
    expect(issues({ from: '2026-02-30', to: '2026-3-1' })).toEqual([
      ['from', MESSAGES.insightsDateInvalid],
      ['to', MESSAGES.insightsDateInvalid],
    ]);
    expect(issues({ from: '2026-01-01' })).toEqual([['to', MESSAGES.insightsDateInvalid]]);
    // A later start that is no date says only that.
    expect(issues({ from: 'yesterday', to: '2026-03-01' })).toEqual([
      ['from', MESSAGES.insightsDateInvalid],
    ]);
  });
});

describe('isIsoDay', () => {
  it('knows leap days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-02-28T00:00:00Z')).toBe(false);
  });
});

describe('presetRange', () => {
  it('counts today in the last N days and starts this year on 1 January', () => {
    expect(presetRange('last7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('last90', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('thisYear', '2026-03-01')).toEqual({ from: '2026-01-01', to: '2026-03-01' });
    expect(presetRange('custom', '2026-03-01')).toBeNull();
  });
});
