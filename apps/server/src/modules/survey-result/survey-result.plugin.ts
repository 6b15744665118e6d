import fp from 'fastify-plugin';
import { createSurveyResultService, type SurveyResultService } from './survey-result.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved specs of the signed-in owner (SPEC 7). */
    surveyResultService: SurveyResultService;
  }
}

export const surveyResultPlugin = fp(
  (app, _options, done) => {
    app.decorate(
      'surveyResultService',
      createSurveyResultService({
        db: app.db,
        surveys: app.surveyService,
        catalogue: app.catalogue,
      }),
    );
    done();
  },
  { name: 'survey-result', fastify: '5.x', dependencies: ['db', 'survey'] },
);
