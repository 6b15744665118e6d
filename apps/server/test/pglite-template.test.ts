import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ensurePgliteTemplate,
  holdsCluster,
  unpackPgliteTemplate,
} from '../src/db/pglite-template.js';

describe('the embedded database template made at build time', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is made once and unpacks into a working, empty cluster', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ts-template-test-'));
    dirs.push(root);
    const path = join(root, 'template.tar.gz');
    expect(await ensurePgliteTemplate(path)).toBe(true);
    expect((await stat(path)).size).toBeGreaterThan(1_000_000);
    // A second build keeps the template it already has.
    expect(await ensurePgliteTemplate(path)).toBe(false);

    const dataDir = join(root, 'pglite');
    expect(holdsCluster(dataDir)).toBe(false);
    // What a start cut off while unpacking leaves behind is thrown away, not built upon.
    await mkdir(`${dataDir}.unpacking`);
    await writeFile(join(`${dataDir}.unpacking`, 'PG_VERSION'), 'half-written');
    await mkdir(dataDir);
    expect(await unpackPgliteTemplate(dataDir, path)).toBe(true);
    expect(holdsCluster(dataDir)).toBe(true);
    const pglite = new PGlite(dataDir);
    const tables = await pglite.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows[0]?.count).toBe(0);
    await pglite.close();
    // A whole initdb in WebAssembly plus a restore: seconds on a quiet machine, but past the project's
    // 30 s default when the cores are shared with other suites (seen at 33 s under load).
  }, 120_000);
});
