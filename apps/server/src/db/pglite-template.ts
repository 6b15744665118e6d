import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's initdb costs 3-5 s of CPU on every brand-new data directory. The build runs it once and
 * keeps the result as a tarball (dist/pglite-template-<version>.tar.gz); a first start on an empty
 * DATA_DIR unpacks it instead, which takes well under a second. The template holds only what initdb
 * makes (no tables), so migrations and the seed still run at start as usual. Without a template (a
 * start that skipped the build step) PGlite simply runs initdb itself.
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

/** The template to unpack into an empty data directory, if the build made one. */
export async function readPgliteTemplate(): Promise<Blob | undefined> {
  if (!existsSync(PGLITE_TEMPLATE_PATH)) return undefined;
  return new Blob([await readFile(PGLITE_TEMPLATE_PATH)]);
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
