import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify with one hello route and no plugins, on the same machine and Node,
 * so the ratio shows what our plugins (security headers, CSRF, rate limit, logging) cost.
 * @param {number} port
 */
export async function startBareFastify(port) {
  const app = Fastify({ logger: false });
  app.get('/', () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
