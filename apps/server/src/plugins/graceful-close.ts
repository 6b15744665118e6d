import fp from 'fastify-plugin';

/** How often, while closing, connections that went idle are ended (see below). */
const IDLE_SWEEP_MS = 100;

/**
 * A rolling deploy stops an instance with SIGTERM while a proxy holds keep-alive connections to it.
 * Closing stops accepting connections and ends the idle ones once, but a request already in flight
 * would finish with `Connection: keep-alive`: the proxy then sends its next request down that
 * connection (Fastify would answer it with a bare 503, and a proxy cannot retry a save elsewhere once
 * sent), and closing waits for the keep-alive timeout. So while closing, every response ends its
 * connection, and connections that went idle meanwhile are ended too, until the server has closed.
 * (app.ts also turns off Fastify's 503-while-closing, so a request that still slips in is served.)
 */
export const gracefulClosePlugin = fp(
  (app, _options, done) => {
    const state = { closing: false };
    let sweep: NodeJS.Timeout | undefined;

    app.addHook('preClose', (hookDone) => {
      state.closing = true;
      sweep = setInterval(() => {
        app.server.closeIdleConnections();
      }, IDLE_SWEEP_MS);
      sweep.unref();
      hookDone();
    });
    app.addHook('onSend', (_request, reply, payload, next) => {
      if (state.closing) void reply.header('connection', 'close');
      next(null, payload);
    });
    app.addHook('onClose', (_instance, hookDone) => {
      clearInterval(sweep);
      hookDone();
    });
    done();
  },
  { name: 'graceful-close', fastify: '5.x' },
);
