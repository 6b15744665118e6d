import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';

/**
 * PGlite's initdb costs 3-5 s of CPU on every brand-new data directory. The build runs it once and
 * keeps the result as a tarball (dist/pglite-template-<version>.tar.gz); a first start on an empty
 * DATA_DIR unpacks it instead, which takes well under a second. The template holds only what initdb
 * makes (no tables), so migrations and the seed still run at start as usual. Without a template (a
 * start that skipped the build step) PGlite simply runs initdb itself.
 *
 * The server unpacks the tarball itself, streaming it to disk, instead of handing it to PGlite's
 * `loadDataDir`: PGlite inflates the whole 38 MB archive in memory, and the glibc heap it leaves
 * behind kept a first start about 100 MB above a restart on the same data for good (decision 073).
 */

/** The installed PGlite's version (its package.json is not exported, so walk up from its entry). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const PGLITE_VERSION = pgliteVersion();

/** Beside the compiled server; versioned so an upgraded PGlite never loads an older initdb. */
export const PGLITE_TEMPLATE_PATH = fileURLToPath(
  new URL(`../../dist/pglite-template-${PGLITE_VERSION}.tar.gz`, import.meta.url),
);

/** True when `dir` already holds a PostgreSQL cluster, which must be opened, never overwritten. */
export function holdsCluster(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/**
 * Unpacks the template into `dir` (absent or empty) and says whether there was one to unpack. The
 * files go to a sibling directory first and take `dir`'s place only when complete, so a start cut
 * off half-way never leaves a partial cluster that a later start would take for a whole one.
 */
export async function unpackPgliteTemplate(
  dir: string,
  template = PGLITE_TEMPLATE_PATH,
): Promise<boolean> {
  if (!existsSync(template)) return false;
  const unpacking = `${dir}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { mode: 0o700 });
  await extract({
    file: template,
    cwd: unpacking,
    strict: true,
    // PGlite writes every path from "/"; made relative here, strict mode has nothing to warn about.
    onReadEntry: (entry) => {
      entry.path = entry.path.replace(/^\/+/, '') || '.';
    },
  });
  // Refuses a directory that is not empty: its contents are nobody's to replace.
  if (existsSync(dir)) await rmdir(dir);
  await rename(unpacking, dir);
  return true;
}

/** Makes the template unless it exists. Run by the build (scripts/build.mjs). */
export async function ensurePgliteTemplate(path = PGLITE_TEMPLATE_PATH): Promise<boolean> {
  if (existsSync(path)) return false;
  const scratch = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const pglite = new PGlite(scratch);
  try {
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('gzip');
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so an interrupted build never leaves a half-written template behind.
    await writeFile(`${path}.partial`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${path}.partial`, path);
    return true;
  } finally {
    await pglite.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
