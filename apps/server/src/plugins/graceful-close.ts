import type { Server } from 'node:http';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops accepting connections but keeps serving the open ones, each answer ending its
     * connection; resolves once they have all ended, or after `maxMs`. server.ts calls it on SIGTERM
     * (SHUTDOWN_DRAIN_MS) before closing.
     */
    drain(maxMs: number): Promise<void>;
  }
}

/** How often, while closing, connections that went idle are ended (see below). */
const IDLE_SWEEP_MS = 100;

/** server.close() without ending the idle keep-alive connections at once, as Node's does. */
function stopAccepting(server: Server): Promise<void> {
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  try {
    return new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  } finally {
    server.closeIdleConnections = closeIdle;
  }
}

/**
 * A rolling deploy stops an instance with SIGTERM while a proxy holds keep-alive connections to it.
 * - Closing stops accepting connections and ends the idle ones once, but a request in flight would
 *   finish with `Connection: keep-alive`: the proxy then sends its next request down that connection
 *   (Fastify would answer it with a bare 503) and closing waits for the keep-alive timeout (72 s).
 *   So while closing, every answer ends its connection, and connections that go idle are ended too,
 *   until the server has closed. app.ts also turns off Fastify's 503-while-closing, so a request
 *   that still slips in is served.
 * - Ending an idle connection can cross a request the proxy is sending down it at that moment; the
 *   proxy cannot retry a save it has sent, so the client gets a 502. `drain` avoids that: connection
 *   attempts are refused at once (a proxy safely tries another instance), the open connections are
 *   served and each ends after its answer, and the proxy lets go of the idle ones itself (nginx's
 *   upstream keepalive_timeout, shorter than the drain) before anything is ended from this side.
 */
export const gracefulClosePlugin = fp(
  (app, _options, done) => {
    const state = { closing: false };
    let sweep: NodeJS.Timeout | undefined;

    app.decorate('drain', async (maxMs: number) => {
      state.closing = true;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        stopAccepting(app.server),
        new Promise((resolve) => {
          timer = setTimeout(resolve, maxMs);
        }),
      ]);
      clearTimeout(timer);
    });
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
