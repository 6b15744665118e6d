import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupError } from '../errors/startup-error.js';
import { describeDataDirFailure, fileSystemCode, makeDataDir } from './data-dir-errors.js';

const DIR = '/srv/transmission-spec/data';

describe('start-up failures under DATA_DIR', () => {
  it("names the directory and the cause of PGlite's WASM file-system errors (was [object Object])", () => {
    // What PGlite threw on a full disk: not an Error, just a name and Emscripten's errno.
    const diskFull = { name: 'ErrnoError', errno: 51 };
    const described = describeDataDirFailure(diskFull, DIR);
    expect(described).toBeInstanceOf(StartupError);
    expect(described?.message).toBe(
      `DATA_DIR ${DIR} cannot be used: the disk is full (no space left on device) (ENOSPC).`,
    );
    expect(describeDataDirFailure({ name: 'ErrnoError', errno: 69 }, DIR)?.message).toContain(
      'read-only file system (EROFS)',
    );
  });

  it("names Node's file-system errors by cause, one line each", () => {
    for (const [code, cause] of [
      ['ENOSPC', 'the disk is full'],
      ['EDQUOT', 'quota'],
      ['EROFS', 'read-only file system'],
      ['EACCES', 'permission denied'],
      ['ENOTDIR', 'is a file, not a directory'],
    ] as const) {
      const error = Object.assign(new Error(`${code}: something, mkdir '${DIR}'`), { code });
      const message = describeDataDirFailure(error, DIR)?.message ?? '';
      expect(message).toContain(`DATA_DIR ${DIR} cannot be used: `);
      expect(message).toContain(cause);
      expect(message).toContain(`(${code})`);
      expect(message).not.toContain('\n');
    }
  });

  it('leaves errors that are not about the file system alone', () => {
    expect(describeDataDirFailure(new Error('migration failed'), DIR)).toBeUndefined();
    expect(describeDataDirFailure({ errno: 51 }, DIR)).toBeUndefined();
    expect(fileSystemCode('ENOSPC')).toBeUndefined();
  });
});

describe('makeDataDir', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ts-data-dir-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('creates missing levels and accepts an existing directory', async () => {
    await makeDataDir(join(root, 'a', 'b'));
    await makeDataDir(join(root, 'a', 'b'));
  });

  it('says a part of the path is a file (works as root, unlike a read-only chmod)', async () => {
    await writeFile(join(root, 'file'), 'not a directory');
    const dir = join(root, 'file', 'data');
    await expect(makeDataDir(dir)).rejects.toThrow(
      `DATA_DIR ${dir} cannot be used: a part of the path is a file, not a directory (ENOTDIR).`,
    );
  });
});
