import { SavedSpecResultSchema, SurveyAnswersSchema } from '@transmission-spec/domain';
import type { SavedSpecResult, SurveyAnswers } from '@transmission-spec/domain';

/** What a saved spec's JSON texts hold: the recommendation and the answers behind it. */
export interface SpecContent {
  readonly result: SavedSpecResult;
  readonly answers: SurveyAnswers;
}

/**
 * The stored result and survey JSON texts, read back; null when either no longer parses. The
 * owner's page and a shared spec's page read them alike.
 */
export function readSpecContent(stored: {
  readonly result: string;
  readonly survey: string;
}): SpecContent | null {
  try {
    const result = SavedSpecResultSchema.safeParse(JSON.parse(stored.result));
    const answers = SurveyAnswersSchema.safeParse(JSON.parse(stored.survey));
    return result.success && answers.success
      ? { result: result.data, answers: answers.data }
      : null;
  } catch {
    return null;
  }
}
