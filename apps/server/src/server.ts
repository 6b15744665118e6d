import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfigOrExit } from './config/env.js';
import { StartupError } from './errors/startup-error.js';
import { holdPort, type PortPlaceholder } from './port-placeholder.js';

/**
 * Runs the app: config from the environment, the port bound first (so a busy port never reaches the
 * data), then the database and the app, and a graceful stop on SIGTERM/SIGINT.
 */

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfigOrExit();

let app: FastifyInstance | undefined;
let placeholder: PortPlaceholder | undefined;
/** Set by a signal; read after awaits, so kept in an object the compiler does not narrow. */
const state = { stopping: false };

/**
 * One JSON line on stderr. An operator's problem (StartupError) is its message alone, naming what to
 * fix; anything else is a bug and keeps its stack.
 */
function logFatal(msg: string, error: unknown): void {
  const line =
    error instanceof StartupError
      ? { level: 60, time: Date.now(), msg: error.message }
      : {
          level: 60,
          time: Date.now(),
          msg,
          err: error instanceof Error ? error.message : JSON.stringify(error),
          stack: (error as Error | undefined)?.stack,
        };
  process.stderr.write(`${JSON.stringify(line)}\n`);
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
  placeholder = await holdPort(config.port, config.host);
  // Loaded only once the port is ours: a busy port is refused at once, before the app's modules load.
  const { buildApp } = await import('./app.js');
  app = await buildApp(config);
} catch (error) {
  logFatal('start-up failed', error);
  await placeholder?.close();
  process.exit(1);
}
await placeholder.close();
if (state.stopping) {
  await app.close();
  process.exit(0);
}

try {
  // The placeholder's port: the same as PORT, or the one the OS chose for PORT=0.
  const address = await app.listen({ port: placeholder.port, host: config.host });
  // performance.now() counts from process start, so this includes loading modules and the database.
  const startupMs = Math.round(performance.now());
  app.log.info(
    { url: config.publicUrl, address, startupMs, database: app.database.driver },
    // Pages asked for under another host name are redirected to this origin (plugins/web.ts), so
    // the line says how to change it for someone who reaches the app by another name.
    `Transmission Spec is ready at ${config.publicUrl} (started in ${startupMs} ms). Pages opened ` +
      'under another host name redirect there: if browsers reach the app by another name (an IP ' +
      'address, a machine name, a proxy), set PUBLIC_URL to that address.',
  );
} catch (error) {
  // Another process took the port in the instant between the placeholder and the app: close the
  // database cleanly and say why.
  app.log.fatal({ err: error }, 'could not listen');
  await app.close().catch(() => undefined);
  process.exit(1);
}
