import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './test-app.js';

/**
 * A database that a test can take away from a running app, in process: on PostgreSQL the app
 * reaches its database through a TCP relay the test cuts (open connections are dropped, new ones
 * refused, as when the server stops); on PGlite the database is closed under the app ("PGlite is
 * closed"). Either way the app's queries fail as in an outage (errors/database-unavailable.ts).
 */
export interface DatabaseOutage {
  /** Environment for `context.build`: the suite's database, reached through the relay if any. */
  readonly env: Readonly<Record<string, string>>;
  /** Takes the database away from `app` for good. */
  cut(app: FastifyInstance): Promise<void>;
  /** Closes the relay (after the suite). */
  close(): Promise<void>;
}

async function relayTo(
  target: URL,
): Promise<{ port: number; cut(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  return {
    port: address.port,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Call inside a suite's test or hook, once the suite's database exists. */
export async function databaseOutage(context: TestContext): Promise<DatabaseOutage> {
  const env = context.databaseEnv();
  const url = env.DATABASE_URL;
  if (context.kind === 'pglite' || url === undefined) {
    return {
      env,
      cut: (app) => app.database.close(),
      close: () => Promise.resolve(),
    };
  }
  const target = new URL(url);
  const relay = await relayTo(target);
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  return {
    env: { ...env, DATABASE_URL: relayed.toString() },
    cut: () => {
      relay.cut();
      return Promise.resolve();
    },
    close: () => relay.close(),
  };
}
