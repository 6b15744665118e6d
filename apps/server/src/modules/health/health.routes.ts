import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Probes for load balancers and orchestrators. Health says the process is up (no database call, so
 * a slow database does not get instances killed); readiness says it can serve, i.e. the database
 * answers. The 503 body is for operators, so its code is not one of domain's user-facing ones.
 */
export const NOT_READY = Object.freeze({
  code: 'NOT_READY',
  message: 'The database is not reachable.',
});

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.literal('ready'),
  /** Where the rate-limit counters are: Redis, memory, or memory while Redis is unreachable. */
  rateLimitStore: z.enum(['redis', 'memory', 'memory (redis unavailable)']),
});
const NotReadySchema = z.object({ code: z.literal(NOT_READY.code), message: z.string() });

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type Level = (typeof LEVELS)[number];

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Probes hit these every few seconds; logging each would drown the real traffic. A route level
  // only ever raises the threshold here, never lowers a quieter LOG_LEVEL (silent stays silent).
  const current = LEVELS.find((level) => level === app.log.level) ?? 'info';
  const probeLogLevel: Level = LEVELS.indexOf(current) > LEVELS.indexOf('warn') ? current : 'warn';

  app.get(
    '/health',
    {
      schema: { tags: ['operations'], summary: 'Process is up', response: { 200: HealthSchema } },
      logLevel: probeLogLevel,
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Database answers',
        description:
          'Ready while the database answers. rateLimitStore says where rate-limit counters are kept; counting in memory because Redis is unreachable does not make the instance unready.',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
      logLevel: probeLogLevel,
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const, rateLimitStore: app.rateLimitStoreState() };
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: database ping failed');
        return reply.code(503).send(NOT_READY);
      }
    },
  );
  done();
};
