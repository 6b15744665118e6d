import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config/env.js';

/** Runs the app: config from the environment, listen, and a graceful stop on SIGTERM/SIGINT. */

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfigOrExit();

let app: FastifyInstance | undefined;
/** Set by a signal; read after awaits, so kept in an object the compiler does not narrow. */
const state = { stopping: false };

function logFatal(msg: string, error: unknown): void {
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), msg, err: String(error), stack: (error as Error).stack })}\n`,
  );
}

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (state.stopping) return;
  state.stopping = true;
  const force = setTimeout(() => {
    logFatal('shutdown timed out; exiting', signal);
    process.exit(1);
  }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // A signal during start-up (migrations, seeding) waits for the build below, which then closes.
  if (!app) return;
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
  try {
    // Behind a keep-alive proxy: refuse new connections, serve the open ones until the proxy has
    // let go of them (docs/deployment.md, plugins/graceful-close.ts); then close.
    if (config.shutdownDrainMs > 0) await app.drain(config.shutdownDrainMs);
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

// Registered before start-up, so a SIGTERM during a migration never kills the process mid-write.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown(signal));
}

try {
  app = await buildApp(config);
} catch (error) {
  logFatal('start-up failed', error);
  process.exit(1);
}
if (state.stopping) {
  await app.close();
  process.exit(0);
}

try {
  const address = await app.listen({ port: config.port, host: config.host });
  // performance.now() counts from process start, so this includes loading modules and the database.
  const startupMs = Math.round(performance.now());
  app.log.info(
    { url: config.publicUrl, address, startupMs, database: app.database.driver },
    `Transmission Spec is ready at ${config.publicUrl} (started in ${startupMs} ms)`,
  );
} catch (error) {
  // EADDRINUSE and the like: close the database cleanly and say why.
  app.log.fatal({ err: error }, 'could not listen');
  await app.close().catch(() => undefined);
  process.exit(1);
}
