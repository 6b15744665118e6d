import fp from 'fastify-plugin';
import { createInsightsService, type InsightsService } from './insights.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue owners' Insights over the survey events' daily rollup (issue 28). */
    insightsService: InsightsService;
  }
}

/** How often raw survey events past the retention setting are deleted. */
const PURGE_INTERVAL_MS = 3_600_000;

export const insightsPlugin = fp(
  (app, _options, done) => {
    const service = createInsightsService({
      db: app.db,
      retentionDays: app.config.surveyEventRetentionDays,
    });
    app.decorate('insightsService', service);

    const purge = setInterval(() => {
      service.purgeExpired().catch((error: unknown) => {
        app.log.warn({ err: error }, 'deleting expired survey events failed');
      });
    }, PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onClose', (_instance, hookDone) => {
      clearInterval(purge);
      hookDone();
    });
    done();
  },
  { name: 'insights', fastify: '5.x', dependencies: ['db'] },
);
