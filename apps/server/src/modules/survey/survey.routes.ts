import {
  ADMIN_ROLES,
  DEFAULT_UNIT_SYSTEM,
  isUnitSystem,
  SurveyAnswersSchema,
  SurveyResponseSchema,
  UNITS_COOKIE,
  type UnitSystem,
} from '@transmission-spec/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { BODY_LIMITS } from '../../plugins/body-limits.js';
import { ownAnswerSerializerCompiler } from '../../plugins/response-serializer.js';

/**
 * POST /api/survey (public) and POST /api/survey/debug (TransmissionAdmin; adds the Transmission
 * Logic Log). Answers are validated with the domain schema, so bad input answers 400 naming every
 * bad field before the engine ever sees it.
 */

/** The visitor's unit system, from the cookie the web app's unit switcher writes (for the Insights). */
function visitorUnits(request: FastifyRequest): UnitSystem {
  const units = request.cookies[UNITS_COOKIE];
  return isUnitSystem(units) ? units : DEFAULT_UNIT_SYSTEM;
}

export const surveyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/survey',
    {
      bodyLimit: BODY_LIMITS.survey,
      schema: {
        tags: ['survey'],
        summary: 'Recommend a transmission for the survey answers (Imperial units)',
        body: SurveyAnswersSchema,
        response: { 200: SurveyResponseSchema },
      },
      // The answer is the engine's, built from typed code: written by the compiled schema, not
      // checked again (issue 29); the tests check it against the schema in full.
      serializerCompiler: ownAnswerSerializerCompiler,
    },
    (request) =>
      app.surveyService.recommend(request.body, { explain: false, units: visitorUnits(request) }),
  );

  app.post(
    '/survey/debug',
    {
      bodyLimit: BODY_LIMITS.survey,
      schema: {
        tags: ['survey'],
        summary: 'Recommendation with the Transmission Logic Log (TransmissionAdmin)',
        body: SurveyAnswersSchema,
        response: { 200: SurveyResponseSchema },
      },
      serializerCompiler: ownAnswerSerializerCompiler,
      // Runs before the body is read, so no one but an administrator learns anything from this route.
      onRequest: app.requireRoles(ADMIN_ROLES),
    },
    (request) =>
      app.surveyService.recommend(request.body, { explain: true, units: visitorUnits(request) }),
  );
  done();
};
