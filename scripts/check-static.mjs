// `npm run check:static`: the format check, type check, lint, boundary gate and knip, two at a time.
// Each is one single-threaded process, so one after another they left a core of the 2-core CI machine
// idle for minutes; two at a time fill both without competing with anything else (the test tiers run
// after). Longest first, so the short ones fill in at the end. Each step's output is printed whole
// when it ends, never interleaved; the script fails, naming them, if any step failed.
import { spawn } from 'node:child_process';

/** npm scripts of package.json, longest first (as measured on CI: lint and typecheck take minutes). */
const STEPS = ['lint', 'typecheck', 'knip', 'lint:boundaries', 'format:check'];
const AT_ONCE = 2;

/**
 * Runs `npm run <script>`, collecting its output.
 * @param {string} script
 * @returns {Promise<{ script: string, code: number | null, output: string, seconds: number }>}
 */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ script, code, output: Buffer.concat(chunks).toString('utf8'), seconds });
    });
  });
}

const queue = [...STEPS];
/** @type {string[]} */
const failed = [];

async function worker() {
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
    const result = await run(script);
    const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${String(result.code)})`;
    process.stdout.write(
      `--- ${script}: ${verdict}, ${String(result.seconds)} s\n${result.output}`,
    );
    if (result.code !== 0) failed.push(script);
  }
}

await Promise.all(Array.from({ length: AT_ONCE }, () => worker()));
if (failed.length > 0) {
  process.stderr.write(`check:static failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
