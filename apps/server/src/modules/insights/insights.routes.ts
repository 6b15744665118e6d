import {
  ADMIN_ROLES,
  INSIGHTS_MAX_DAYS,
  InsightsQuerySchema,
  InsightsResponseSchema,
} from '@transmission-spec/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** GET /api/insights (TransmissionAdmin): the catalogue owners' Insights for a range of UTC days. */
export const insightsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/insights',
    {
      // Runs before the query is read, so no one but an administrator learns anything here.
      onRequest: app.requireRoles(ADMIN_ROLES),
      schema: {
        tags: ['insights'],
        summary: 'Survey counts of a range of days for the catalogue owners (TransmissionAdmin)',
        description: [
          `from and to are UTC days (YYYY-MM-DD), both included, at most ${INSIGHTS_MAX_DAYS} days`,
          'apart. Only aggregates: every count under 5 except surveys.total is null with',
          'fewerThanFive true beside it (in a list item its own fewerThanFive; in an object of',
          'counts the fewerThanFive object under the same key). Families are named as they were',
          'recommended. GCW bands are in lb, cruise-speed bands in mph. Fields may be added,',
          'never renamed.',
        ].join(' '),
        querystring: InsightsQuerySchema,
        response: { 200: InsightsResponseSchema },
      },
    },
    (request) => app.insightsService.insights(request.query.from, request.query.to),
  );
  done();
};
