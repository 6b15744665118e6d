import { type SurveyAnswers } from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';

/** A linehaul tractor on flat and rolling highways (golden case 1 of docs/recommendation.md). */
export function buildLinehaulAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return { ...goldenAnswers('linehaul'), ...overrides };
}

/** A door-to-door refuse truck no sample family serves (golden case 7). */
export function buildDoorToDoorRefuseAnswers(): SurveyAnswers {
  return goldenAnswers('doorToDoorRefuse');
}
