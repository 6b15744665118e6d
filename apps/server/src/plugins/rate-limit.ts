import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { rateLimited } from '../errors/http-errors.js';
import { isApiRequest, isProbeRequest } from './api-request.js';

/**
 * RATE_LIMIT_MAX requests per minute per client IP on /api. Counters live in Redis when REDIS_URL is
 * set, so several instances share one budget; otherwise in this process's memory.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { rateLimitMax, redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, {
          // Fail fast: a slow Redis must not hold up every API request.
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    if (redis) {
      // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
      redis.on('error', (error) => {
        app.log.warn({ err: error }, 'rate-limit Redis unavailable');
      });
      redis.once('ready', () => {
        app.log.info('rate-limit counters in Redis');
      });
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => {
          redis.disconnect();
        });
      });
    }
    await app.register(rateLimit, {
      max: rateLimitMax,
      timeWindow: '1 minute',
      // The web app's files and deep links are not limited, nor are the probes; the rest of the API is.
      allowList: (request) => !isApiRequest(request) || isProbeRequest(request),
      ...(redis ? { redis, nameSpace: 'transmission-spec-rl:' } : {}),
      // If Redis fails, serve without limiting rather than failing every request.
      skipOnError: true,
      errorResponseBuilder: () => rateLimited(),
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['config', 'error-handler'] },
);
