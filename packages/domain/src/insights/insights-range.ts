import { z } from 'zod';
import { MESSAGES } from '../common/messages.js';

/**
 * The date range of GET /api/insights: UTC days written YYYY-MM-DD, both included. At most two
 * years (731 days, so a range holding a leap day fits), and `to` not before `from`.
 */

/** The longest range the Insights answer, in days (both ends included). */
export const INSIGHTS_MAX_DAYS = 731;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when the text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Midnight UTC at the start of the day, in ms since the epoch. */
export function isoDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(isoDayStart(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range holds, both ends included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((isoDayStart(to) - isoDayStart(from)) / DAY_MS) + 1;
}

/** The UTC day of an instant. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

const IsoDaySchema = z
  .string({ error: MESSAGES.insightsDateInvalid })
  .refine(isIsoDay, { message: MESSAGES.insightsDateInvalid });

export const InsightsQuerySchema = z
  .object({ from: IsoDaySchema, to: IsoDaySchema })
  .superRefine(({ from, to }, context) => {
    // zod runs this even when a day failed its own check; the range of a bad day means nothing.
    if (!isIsoDay(from) || !isIsoDay(to)) return;
    if (to < from) {
      context.addIssue({ code: 'custom', message: MESSAGES.insightsRangeReversed, path: ['to'] });
    } else if (daysInRange(from, to) > INSIGHTS_MAX_DAYS) {
      context.addIssue({ code: 'custom', message: MESSAGES.insightsRangeTooLong, path: ['to'] });
    }
  });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

/** The quick choices of the page's range picker; `custom` lets the visitor type both days. */
export const INSIGHTS_PRESETS = ['last7', 'last30', 'last90', 'thisYear', 'custom'] as const;
export type InsightsPreset = (typeof INSIGHTS_PRESETS)[number];
export const INSIGHTS_PRESET_LABELS: Readonly<Record<InsightsPreset, string>> = {
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  thisYear: 'This year',
  custom: 'Custom',
};

/** The range a preset stands for on `today` (a UTC day); `custom` keeps nothing and answers null. */
export function presetRange(
  preset: InsightsPreset,
  today: string,
): { from: string; to: string } | null {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return null;
  }
}
