import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify with one hello route (GET /, and POST /echo, which reads and
 * parses a JSON body first) and no plugins, on the same machine and Node,
 * so the ratio shows what our plugins and the work behind a route cost. It runs in a process of its
 * own, as the app does: sharing the bench's process would leave it half a core beside autocannon
 * and flatter every ratio.
 * @param {number} port
 * @returns {Promise<{ pid: number | undefined, close(): Promise<void> }>}
 */
export async function startBareFastify(port) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('the bare Fastify baseline did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) resolve(undefined);
        else {
          child.once('exit', () => resolve(undefined));
          child.kill('SIGTERM');
        }
      }),
  };
}

// Run as a script: serve the hello route on the given port until killed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = Fastify({ logger: false });
  app.get('/', () => ({ hello: 'world' }));
  // A POST's own cost: the survey's body read and parsed as JSON, answered with the same hello.
  app.post('/echo', () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
}
