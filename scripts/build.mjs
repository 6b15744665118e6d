// Builds what is not built yet (or is older than its sources): the server with its packages through
// TypeScript's incremental project build, and the web app through Vite. `npm start` runs this first,
// so a fresh clone needs nothing but `npm install && npm start`.
import { execFileSync } from 'node:child_process';

import { isWebBuildStale } from './web-staleness.mjs';

const root = new URL('..', import.meta.url).pathname;

// `--check-web` only answers whether the web build is stale (prints `stale` or `fresh`), building
// nothing: a quick way to see what `npm start` would do, and what web-staleness.test.mjs relies on.
if (process.argv.includes('--check-web')) {
  process.stdout.write(isWebBuildStale(root) ? 'stale\n' : 'fresh\n');
  process.exit(0);
}

/** @param {string} command @param {string[]} args */
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run('npx', ['tsc', '-b', 'apps/server/tsconfig.build.json']);
// initdb once at build time, so a first start on an empty data dir unpacks it instead (see
// apps/server/src/db/pglite-template.ts).
run('node', ['apps/server/dist/db/make-pglite-template.js']);

if (isWebBuildStale(root)) {
  run('npm', ['run', 'build', '-w', '@transmission-spec/web']);
} else {
  process.stdout.write('web app is up to date\n');
}
