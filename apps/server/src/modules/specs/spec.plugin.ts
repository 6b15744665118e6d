import fp from 'fastify-plugin';
import { createSpecService, type SpecService } from './spec.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved specs of the signed-in owner (SPEC 7). */
    specService: SpecService;
  }
}

/**
 * How often specs deleted longer ago than the restore window are erased (decision 089). Until
 * then they are invisible to every route; a minute keeps what a deleted spec leaves behind short.
 */
const PURGE_INTERVAL_MS = 60_000;

export const specPlugin = fp(
  (app, _options, done) => {
    const service = createSpecService({
      db: app.db,
      surveys: app.surveyService,
      catalogue: app.catalogue,
    });
    app.decorate('specService', service);

    const purge = setInterval(() => {
      service.purgeDeleted().catch((error: unknown) => {
        app.log.warn({ err: error }, 'erasing deleted specs failed');
      });
    }, PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onClose', (_instance, hookDone) => {
      clearInterval(purge);
      hookDone();
    });
    done();
  },
  { name: 'specs', fastify: '5.x', dependencies: ['db', 'survey'] },
);
