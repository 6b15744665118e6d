import fp from 'fastify-plugin';

/** Echoes the request id (the `reqId` of every log line) in X-Request-Id, so reports can be traced. */
export const requestIdPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      reply.header('x-request-id', request.id);
      next();
    });
    done();
  },
  { name: 'request-id', fastify: '5.x' },
);
