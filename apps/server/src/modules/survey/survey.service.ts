import {
  noTransmissionReasonKey,
  type SurveyAnswers,
  type SurveyResponse,
  type UnitSystem,
} from '@transmission-spec/domain';
import { recommend } from '@transmission-spec/engine';
import type { CatalogueCache } from '../transmission/catalogue-cache.js';
import type { SurveyEventRecorder } from './survey-event-recorder.js';

export interface SurveyService {
  /**
   * The recommendation for valid answers; `explain` adds the Transmission Logic Log (admins only).
   * `units` is the visitor's unit system, counted in the Insights (Imperial when not given).
   */
  recommend(
    answers: SurveyAnswers,
    options: { explain: boolean; units?: UnitSystem },
  ): Promise<SurveyResponse>;
  /**
   * The same recommendation again, for answers a spec saves (decision 082): the spec stores this,
   * not the client's copy. Not a new survey, so no survey event is recorded and no outcome counted.
   */
  recompute(answers: SurveyAnswers): Promise<SurveyResponse>;
}

export interface SurveyServiceDeps {
  readonly catalogue: CatalogueCache;
  readonly events: SurveyEventRecorder;
  /** Told of every answer's outcome (the metrics); optional so tests need not pass one. */
  readonly outcomes?: { countSurvey(response: SurveyResponse): void };
  /** The time recorded with each survey event; tests fix it. */
  readonly now?: () => Date;
}

export function createSurveyService({
  catalogue,
  events,
  outcomes,
  now = () => new Date(),
}: SurveyServiceDeps): SurveyService {
  return {
    async recommend(answers, { explain, units = 'Imperial' }) {
      const families = await catalogue.offerable();
      const result = recommend(answers, families, { explain });
      events.record({
        occurredAt: now(),
        application: answers.application,
        topChoice: result.topChoice?.name ?? null,
        runnerUp: result.runnerUp?.name ?? null,
        outcome: result.type,
        units,
        terrains: answers.terrain,
        roadTypes: answers.roadTypes,
        engineMake: answers.engineMake,
        gcw: answers.maxWeight,
        cruiseSpeed: answers.cruiseSpeed,
        noTransmissionReason:
          result.type === 'NoTransmission' && result.reason
            ? noTransmissionReasonKey(result.reason)
            : null,
      });
      outcomes?.countSurvey(result);
      return explain ? result : { ...result, debug: undefined };
    },

    async recompute(answers) {
      return recommend(answers, await catalogue.offerable(), { explain: false });
    },
  };
}
