import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data dir right after initdb (no tables), for suites to copy. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb costs several seconds and most of a CPU; doing it once per run and copying the
 * result (39 MB) into each suite's fresh DATA_DIR keeps suites isolated and fast. The copy has no
 * tables, so every suite still runs the migrations from the start. The seeding suite ignores the
 * template and times a truly empty directory.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'ts-pglite-template-'));
  const dir = join(root, 'pglite');
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  await pglite.close();
  project.provide('pgliteTemplate', dir);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
