import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { StartupError } from '../../errors/startup-error.js';
import { listenFailure } from '../../port-placeholder.js';

export interface MetricsServer {
  /** The bound port (the one the OS chose when 0 was asked for). */
  readonly port: number;
  /** Stops listening and ends every connection (Prometheus keeps its connection open). */
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * The metrics listener: a plain Node server apart from the app (its own port and address, decision
 * 071), so it never passes through the app's hooks, rate limit or access log, and nothing of the
 * app's routing can expose it. GET /metrics answers the registry in Prometheus' text format;
 * anything else is a 404.
 */
export async function startMetricsServer(
  registry: Registry,
  host: string,
  port: number,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      answer(
        response,
        404,
        'text/plain; charset=utf-8',
        'Not found: the metrics are at /metrics\n',
      );
      return;
    }
    registry.metrics().then(
      (text) => {
        answer(response, 200, registry.contentType, text);
      },
      (error: unknown) => {
        answer(response, 500, 'text/plain; charset=utf-8', `${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(
          `Cannot listen for metrics on ${host}:${String(port)} (METRICS_HOST, METRICS_PORT): ${listenFailure(error)}.`,
          { cause: error },
        ),
      );
    });
    server.listen({ port, host }, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
