import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { startScript } from './script-process.mjs';

/**
 * The baseline: a bare Fastify with one hello route (GET /, and POST /echo, which reads and
 * parses a JSON body first) and no plugins, on the same machine and Node,
 * so the ratio shows what our plugins and the work behind a route cost. It runs in a process of its
 * own, as the app does: sharing the bench's process would leave it half a core beside autocannon
 * and flatter every ratio.
 * @param {number} port
 * @returns {Promise<{ pid: number | undefined, close(): Promise<void> }>}
 */
export function startBareFastify(port) {
  return startScript({
    script: fileURLToPath(import.meta.url),
    args: [String(port)],
    readyUrl: `http://127.0.0.1:${String(port)}/`,
    what: 'the bare Fastify baseline',
  });
}

// Run as a script: serve the hello route on the given port until killed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = Fastify({ logger: false });
  app.get('/', () => ({ hello: 'world' }));
  // A POST's own cost: the survey's body read and parsed as JSON, answered with the same hello.
  app.post('/echo', () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
}
