import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config/env.js';

/** Runs the app: config from the environment, listen, and a graceful stop on SIGTERM/SIGINT. */

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfigOrExit();

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), msg: 'start-up failed', err: String(error), stack: (error as Error).stack })}\n`,
  );
  process.exit(1);
}

const address = await app.listen({ port: config.port, host: config.host });
// performance.now() counts from process start, so this includes loading modules and the database.
const startupMs = Math.round(performance.now());
app.log.info(
  { url: config.publicUrl, address, startupMs, database: app.database.driver },
  `Transmission Spec is ready at ${config.publicUrl} (started in ${startupMs} ms)`,
);

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown(signal));
}
