import type { SurveyAnswers, SurveyResponse } from '@transmission-spec/domain';
import { recommend } from '@transmission-spec/engine';
import type { CatalogueCache } from '../transmission/catalogue-cache.js';
import type { SurveyEventRecorder } from './survey-event-recorder.js';

export interface SurveyService {
  /** The recommendation for valid answers; `explain` adds the Transmission Logic Log (admins only). */
  recommend(answers: SurveyAnswers, options: { explain: boolean }): Promise<SurveyResponse>;
}

export function createSurveyService(
  catalogue: CatalogueCache,
  events: SurveyEventRecorder,
  now: () => Date = () => new Date(),
): SurveyService {
  return {
    async recommend(answers, { explain }) {
      const families = await catalogue.offerable();
      const result = recommend(answers, families, { explain });
      events.record({
        occurredAt: now(),
        application: answers.application,
        topChoice: result.topChoice?.name ?? null,
        runnerUp: result.runnerUp?.name ?? null,
      });
      return explain ? result : { ...result, debug: undefined };
    },
  };
}
