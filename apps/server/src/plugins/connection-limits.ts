import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * How often Node looks for connections past their headers or request timeout: at most a second, so
 * a slow client is cut off within a second of its time; shorter when a test sets short timeouts.
 */
export function connectionsCheckingIntervalMs(headersTimeoutMs: number): number {
  return Math.min(1000, Math.max(50, Math.floor(headersTimeoutMs / 4)));
}

/**
 * The per-address connection cap (issue 24): slow clients held connections open for minutes, and
 * nothing stopped one address from opening hundreds. Open sockets are counted per remote address
 * as they connect; one beyond config.connections.maxPerAddress is destroyed at once, before a byte
 * of it is read. Behind a proxy every connection comes from the proxy, so the cap is off by default
 * there (config/env.ts) and belongs in the proxy (nginx's limit_conn, docs/deployment.md). The
 * headers and request timeouts are the HTTP server's own (buildApp).
 */
export const connectionLimitsPlugin = fp(
  (app, _options, done) => {
    const cap = app.config.connections.maxPerAddress;
    if (cap > 0) {
      const open = new Map<string, number>();
      app.server.on('connection', (socket: Socket) => {
        const address = socket.remoteAddress;
        if (address === undefined) return;
        const count = (open.get(address) ?? 0) + 1;
        if (count > cap) {
          socket.destroy();
          return;
        }
        open.set(address, count);
        socket.once('close', () => {
          const left = (open.get(address) ?? 1) - 1;
          if (left > 0) open.set(address, left);
          else open.delete(address);
        });
      });
    }
    done();
  },
  { name: 'connection-limits', fastify: '5.x', dependencies: ['config'] },
);
