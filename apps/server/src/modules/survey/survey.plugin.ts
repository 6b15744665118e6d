import fp from 'fastify-plugin';
import { createSurveyEventRecorder, type SurveyEventRecorder } from './survey-event-recorder.js';
import { createSurveyService, type SurveyService } from './survey.service.js';
import { createCatalogueCache, type CatalogueCache } from '../transmission/catalogue-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offerable families, cached between catalogue changes. */
    catalogue: CatalogueCache;
    surveyService: SurveyService;
  }
}

/**
 * Wires the recommendation service: the catalogue cache, the engine, the event recorder and the
 * metrics' outcome counter.
 */
export const surveyPlugin = fp(
  async (app) => {
    const catalogue = await createCatalogueCache(app.database, app.log);
    const events: SurveyEventRecorder = createSurveyEventRecorder(app.database, app.log);
    app.decorate('catalogue', catalogue);
    app.decorate(
      'surveyService',
      createSurveyService({ catalogue, events, outcomes: app.metrics }),
    );
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', () => {
      catalogue.stop();
      return events.close();
    });
  },
  { name: 'survey', fastify: '5.x', dependencies: ['db', 'metrics'] },
);
