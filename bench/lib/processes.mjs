import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const READY_TIMEOUT_MS = 60_000;

/**
 * The options `npm start` gives node before the server (the root package.json's start script), so
 * every bench measures the server as an operator starts it: with the heap limits of decisions 076
 * and 078, which set how far V8 lets the heap grow. A checkout from before 076 yields none.
 * @param {string} root
 * @returns {string[]}
 */
export function serverNodeArgs(root) {
  /** @type {{ scripts?: { start?: string } }} */
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const start = /\bnode((?: --\S+)*) apps\/server\/dist\/server\.js/.exec(
    manifest.scripts?.start ?? '',
  );
  // Options in NODE_OPTIONS or spelt in another form would be missed, and the benches would
  // measure a server unlike the one `npm start` runs: refuse rather than guess.
  if (!start || /NODE_OPTIONS/.test(manifest.scripts?.start ?? '')) {
    throw new Error(
      `${root}/package.json: the start script must read \`node --option... apps/server/dist/server.js\``,
    );
  }
  return (start[1] ?? '').split(' ').filter(Boolean);
}

/**
 * Starts the built server (`apps/server/dist/server.js`) on 127.0.0.1 with a throw-away data dir
 * and the embedded database, and resolves once `/api/ready` answers. Every request of a bench
 * comes from one address, so the per-address rate limit is lifted (it would measure only itself).
 * `stderr: 'pipe'` hands the server's log (warnings and errors) to the caller on `child.stderr`
 * instead of this process's stderr.
 * It runs with the node options of `npm start` (`serverNodeArgs`); `nodeArgs` go after them, before
 * the script (`--cpu-prof` is not allowed in NODE_OPTIONS).
 * @param {{ root: string, port: number, dataDir: string, env?: Record<string, string>, stderr?: 'inherit' | 'pipe', nodeArgs?: string[] }} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startBuiltServer({
  root,
  port,
  dataDir,
  env = {},
  stderr = 'inherit',
  nodeArgs = [],
}) {
  const args = [...serverNodeArgs(root), ...nodeArgs, join(root, 'apps/server/dist/server.js')];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      // Every bench connection comes from 127.0.0.1, standing for many clients (decision 079's cap).
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr],
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`the server on port ${String(port)} did not become ready`);
}

/**
 * Stops a child process and waits until it has exited.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The flags every browser of the benches runs with: headless, nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium (never a downloaded browser), headless, with nothing phoning home. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}
