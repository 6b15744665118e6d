// Runs drizzle-kit (`npm run db:generate -w @transmission-spec/server`) so that it finds drizzle-orm.
// npm installed drizzle-orm under apps/server/node_modules while drizzle-kit sits in the root
// node_modules, and drizzle-kit loads drizzle-orm from its own location, where there is none. NODE_PATH
// covers drizzle-kit's require() calls and the resolve hook its import() calls; both point at the
// server's own drizzle-orm, so this keeps working if npm ever hoists it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(serverRoot, 'package.json'));
const drizzleOrmModules = dirname(dirname(require.resolve('drizzle-orm')));
const kitBin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = new URL('./drizzle-orm-hook.mjs', import.meta.url).href;

const result = spawnSync(process.execPath, ['--import', hook, kitBin, ...process.argv.slice(2)], {
  cwd: serverRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: drizzleOrmModules },
});
process.exit(result.status ?? 1);
