import type * as FsPromises from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';

/**
 * On a read-only (or full) file system Node's recursive mkdir reports ENOENT, which sent operators
 * looking for a missing directory. A read-only mount cannot be made in CI (root ignores chmod), so
 * mkdir is replaced here by what Linux answers there: ENOENT from the recursive call, EROFS from a
 * plain one.
 */
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const fail = (code: string, path: string) =>
    Promise.reject(Object.assign(new Error(`${code}: mkdir '${path}'`), { code }));
  return {
    ...actual,
    mkdir: (path: string, options?: { recursive?: boolean }) =>
      path.startsWith('/read-only/')
        ? fail(options?.recursive ? 'ENOENT' : 'EROFS', path)
        : actual.mkdir(path, options),
    lstat: (path: string) => (path === '/read-only' ? actual.lstat('/') : actual.lstat(path)),
  };
});

const { makeDataDir } = await import('./data-dir-errors.js');

describe('makeDataDir on a read-only file system', () => {
  it('reports the real cause (EROFS), not the misleading ENOENT', async () => {
    await expect(makeDataDir('/read-only/data')).rejects.toThrow(
      'DATA_DIR /read-only/data cannot be used: it is on a read-only file system (EROFS).',
    );
  });
});
