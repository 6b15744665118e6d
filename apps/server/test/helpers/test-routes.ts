import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Test-only routes under /api/test, standing in for the feature routes later issues add. */
export const SECRET_DETAIL = 'connection string postgres://admin:hunter2@db';

export const testRoutes: FastifyPluginCallback = (app, _options, done) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          title: z.string().min(1, 'Required field'),
          count: z.number().int(),
          nested: z.object({ rank: z.number().min(1).max(5) }),
        }),
      },
    },
    (request) => request.body,
  );
  api.get(
    '/api/test/items/:id',
    { schema: { params: z.object({ id: z.coerce.number().int() }) } },
    (request) => ({
      id: request.params.id,
    }),
  );
  api.get('/api/test/boom', () => {
    throw new Error(SECRET_DETAIL);
  });
  api.delete('/api/test/thing', async (_request, reply) => reply.code(204).send());
  done();
};
