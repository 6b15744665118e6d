import { createServer, type Server } from 'node:http';
import { StartupError } from './errors/startup-error.js';

/**
 * Holds the HTTP port while the database opens. Binding first means a busy port stops the start
 * before anything under DATA_DIR is touched (issue 11, finding 1), and a client that connects during
 * start-up gets a quick 503 instead of a refused or hanging connection. The app takes the port over
 * the moment it is ready: the placeholder closes and Fastify listens on the same port straight after.
 */
export interface PortPlaceholder {
  /** The bound port (the one the OS chose when 0 was asked for). */
  readonly port: number;
  /** Stops listening and drops every connection, so the app can bind the port. */
  close(): Promise<void>;
}

const STARTING_BODY = JSON.stringify({
  code: 'STARTING',
  message: 'The server is starting. Please try again in a moment.',
});

/** Why a listen failed, for an operator: 'another process is listening there (EADDRINUSE)'. */
export function listenFailure(error: NodeJS.ErrnoException): string {
  const why =
    error.code === 'EADDRINUSE'
      ? 'another process is listening there'
      : error.code === 'EACCES'
        ? 'permission denied (ports below 1024 need privileges)'
        : error.code === 'EADDRNOTAVAIL'
          ? 'this machine has no such address'
          : error.message;
  return `${why}${error.code ? ` (${error.code})` : ''}`;
}

export async function holdPort(port: number, host: string): Promise<PortPlaceholder> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '1',
      connection: 'close',
    });
    response.end(STARTING_BODY);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(
          `Cannot listen on ${host}:${String(port)}: ${listenFailure(error)}. Nothing under DATA_DIR was touched.`,
          { cause: error },
        ),
      );
    });
    server.listen({ port, host }, resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
