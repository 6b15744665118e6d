import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The real server as an operator runs it, in a process of its own, so a test can kill -9 it, start a
 * second one beside it, or watch it ride out a database outage. It runs from source through tsx's
 * loader (`--conditions=source`, as in development), so CI needs no build step first.
 */

export const SERVER_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  readonly pid: number;
  readonly port: number;
  readonly url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  readonly exited: Promise<number | string>;
  /** SIGKILL, as a power cut or the OOM killer would: no shutdown hook runs. */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the graceful stop. */
  stop(): Promise<void>;
}

/** What every spawned server shares: quiet logs, loopback, no limits that would only measure themselves. */
function serverEnv(port: number, env: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    DATABASE_URL: '',
    REDIS_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SMTP_URL: '',
    ...env,
  };
}

/** Every server this test file started, so afterAll can make sure none outlives a failed test. */
const running = new Set<ServerProcess>();

/** SIGKILLs whatever this file started and has not stopped yet. */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill9()));
}

function spawnServer(port: number, env: Readonly<Record<string, string>>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: serverEnv(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function watch(child: ChildProcess, port: number): ServerProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(server);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const server: ServerProcess = {
    pid: child.pid ?? -1,
    port,
    url: `http://127.0.0.1:${String(port)}`,
    output: () => output,
    exited,
    kill9: () => gone('SIGKILL'),
    stop: () => gone('SIGTERM'),
  };
  running.add(server);
  return server;
}

/** Starts a server and resolves once GET /api/ready answers 200; throws with its output otherwise. */
export async function startServer(
  port: number,
  env: Readonly<Record<string, string>>,
): Promise<ServerProcess> {
  const server = watch(spawnServer(port, env), port);
  const state = { done: false };
  void server.exited.then(() => (state.done = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !state.done) {
    try {
      if ((await fetch(`${server.url}/api/ready`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill9();
  throw new Error(`the server on port ${String(port)} did not become ready:\n${server.output()}`);
}

/** Starts a server that is expected to refuse to start; resolves with its exit code and output. */
export async function runServerToExit(
  port: number,
  env: Readonly<Record<string, string>>,
  timeoutMs = 30_000,
): Promise<{ code: number | string; output: string }> {
  const server = watch(spawnServer(port, env), port);
  const timer = setTimeout(() => void server.kill9(), timeoutMs);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output() };
}

/**
 * The lines a refused start printed, less oidc-provider's warning about Node 20 (printed when the
 * app's modules load, before the data directory is looked at; not ours to silence).
 */
export function printedLines(output: string): string[] {
  return output
    .trim()
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('oidc-provider WARNING'));
}
