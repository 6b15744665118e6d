import { PublicConfigSchema } from '@transmission-spec/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** GET /api/config: the deployment's public links and phone number, for the web app. */
export const publicConfigRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Public links and contact details of this deployment',
        response: { 200: PublicConfigSchema },
      },
    },
    (_request, reply) => {
      // Operators change these by restarting with new env values; an hour of caching is plenty.
      void reply.header('cache-control', 'public, max-age=3600');
      return app.config.publicConfig;
    },
  );
  done();
};
