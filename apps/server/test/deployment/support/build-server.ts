import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The deployment suites run `apps/server/dist/server.js` as production does, so the server is built
 * first, once per run. TypeScript's project build is incremental: when nothing changed it only
 * checks. The web app is not needed (each suite serves a stand-in index.html).
 */
export default async function buildServer(): Promise<void> {
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));
  await promisify(execFile)('npx', ['tsc', '-b', 'apps/server/tsconfig.build.json'], {
    cwd: root,
    timeout: 300_000,
  });
}
