import { SurveyAnswersSchema, SurveyResponseSchema } from '@transmission-spec/domain';
import type { SurveyAnswers, SurveyResponse } from '@transmission-spec/domain';
import { z } from 'zod';

/**
 * The last result and the answers behind it, kept for the browser tab's lifetime so that a reload,
 * or coming back from sign-in to save the spec, shows the same result instead of a new survey.
 */
export const SURVEY_RESULT_STORAGE_KEY = 'transmission-spec.survey-result';

const StoredSurveyResultSchema = z.object({
  answers: SurveyAnswersSchema,
  response: SurveyResponseSchema,
});

export interface StoredSurveyResult {
  readonly answers: SurveyAnswers;
  readonly response: SurveyResponse;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the result then lives in memory only.
    return null;
  }
}

export function saveSurveyResult(result: StoredSurveyResult): void {
  try {
    storage()?.setItem(SURVEY_RESULT_STORAGE_KEY, JSON.stringify(result));
  } catch {
    // Full or blocked storage only costs the reload convenience.
  }
}

/** The stored result, or null when there is none or it no longer parses. */
export function loadSurveyResult(): StoredSurveyResult | null {
  const raw = storage()?.getItem(SURVEY_RESULT_STORAGE_KEY);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = StoredSurveyResultSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSurveyResult(): void {
  storage()?.removeItem(SURVEY_RESULT_STORAGE_KEY);
}
