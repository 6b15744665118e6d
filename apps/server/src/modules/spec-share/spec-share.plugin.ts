import fp from 'fastify-plugin';
import { createSpecShareService, type SpecShareService } from './spec-share.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read-only links to saved specs (issue 14). */
    specShareService: SpecShareService;
  }
}

export const specSharePlugin = fp(
  (app, _options, done) => {
    app.decorate(
      'specShareService',
      createSpecShareService({
        db: app.db,
        publicUrl: app.config.publicUrl,
        catalogue: app.catalogue,
      }),
    );
    done();
  },
  { name: 'spec-share', fastify: '5.x', dependencies: ['db', 'config', 'survey'] },
);
