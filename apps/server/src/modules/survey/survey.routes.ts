import { ADMIN_ROLES, SurveyAnswersSchema, SurveyResponseSchema } from '@transmission-spec/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/**
 * POST /api/survey (public) and POST /api/survey/debug (TransmissionAdmin; adds the Transmission
 * Logic Log). Answers are validated with the domain schema, so bad input answers 400 naming every
 * bad field before the engine ever sees it.
 */
const SURVEY_BODY_LIMIT_BYTES = 16 * 1024;

export const surveyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/survey',
    {
      // Complete answers are well under 2 KB; the app-wide limit is sized for saved specs.
      bodyLimit: SURVEY_BODY_LIMIT_BYTES,
      schema: {
        tags: ['survey'],
        summary: 'Recommend a transmission for the survey answers (Imperial units)',
        body: SurveyAnswersSchema,
        response: { 200: SurveyResponseSchema },
      },
    },
    (request) => app.surveyService.recommend(request.body, { explain: false }),
  );

  app.post(
    '/survey/debug',
    {
      bodyLimit: SURVEY_BODY_LIMIT_BYTES,
      schema: {
        tags: ['survey'],
        summary: 'Recommendation with the Transmission Logic Log (TransmissionAdmin)',
        body: SurveyAnswersSchema,
        response: { 200: SurveyResponseSchema },
      },
      // Runs before the body is read, so no one but an administrator learns anything from this route.
      onRequest: app.requireRoles(ADMIN_ROLES),
    },
    (request) => app.surveyService.recommend(request.body, { explain: true }),
  );
  done();
};
