// Builds what is not built yet (or is older than its sources): the server with its packages through
// TypeScript's incremental project build, and the web app through Vite. `npm start` runs this first,
// so a fresh clone needs nothing but `npm install && npm start`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** @param {string} command @param {string[]} args */
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

/**
 * Newest modification time of any file below `dir` (0 when it does not exist).
 * @param {string} dir
 * @returns {number}
 */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

run('npx', ['tsc', '-b', 'apps/server/tsconfig.build.json']);
// initdb once at build time, so a first start on an empty data dir unpacks it instead (see
// apps/server/src/db/pglite-template.ts).
run('node', ['apps/server/dist/db/make-pglite-template.js']);

const webIndex = join(root, 'apps/web/dist/index.html');
const webBuiltAt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
const webSourcesAt = Math.max(
  newest(join(root, 'apps/web/src')),
  newest(join(root, 'apps/web/public')),
  newest(join(root, 'packages/domain/src')),
  statSync(join(root, 'apps/web/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  statSync(join(root, 'apps/web/vite.config.ts'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
);
if (webSourcesAt > webBuiltAt) {
  run('npm', ['run', 'build', '-w', '@transmission-spec/web']);
} else {
  process.stdout.write('web app is up to date\n');
}
