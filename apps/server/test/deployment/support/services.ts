import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { findProgram } from './requirements.js';
import { startProcess, waitUntilReady, type Child } from './processes.js';

/** The built server, as `npm start` runs it after the build. */
export const SERVER_ENTRY = fileURLToPath(new URL('../../../dist/server.js', import.meta.url));

/** A Redis of the suite's own on `port`: nothing saved to disk, stopped by the suite. */
export async function startRedis(port: number): Promise<Child> {
  const redisServer = findProgram('redis-server');
  if (!redisServer) throw new Error('redis-server is not installed');
  const child = startProcess('redis-server', redisServer, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitUntilReady(child, async () => {
    const client = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return true;
    } finally {
      client.disconnect();
    }
  });
  return child;
}

/** A stand-in for the built web app: the pages only have to exist, the API is what is tested. */
export async function fakeWebDist(dir: string): Promise<string> {
  const dist = join(dir, 'web-dist');
  await mkdir(dist, { recursive: true });
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Transmission Spec</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

/**
 * Starts `node apps/server/dist/server.js` on 127.0.0.1:`port` with `env` and resolves once its
 * /api/ready answers (directly, not through the proxy).
 */
export async function startInstance(
  name: string,
  port: number,
  env: Readonly<Record<string, string>>,
): Promise<Child> {
  const child = startProcess(name, process.execPath, [SERVER_ENTRY], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...env,
  });
  await waitUntilReady(
    child,
    async () => (await fetch(`http://127.0.0.1:${String(port)}/api/ready`)).ok,
    60_000,
  );
  return child;
}
