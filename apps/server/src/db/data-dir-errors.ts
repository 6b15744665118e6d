import { lstat, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StartupError } from '../errors/startup-error.js';

/**
 * Start-up failures under DATA_DIR, as one line an operator can act on (issue 11, finding 11).
 * Two things made them unreadable before: PGlite's file system (Emscripten's) throws plain
 * `{ name: 'ErrnoError', errno: 51 }` objects, which printed as "[object Object]", and Node's
 * recursive mkdir reports ENOENT for any failure below an existing path (a read-only or full disk,
 * a path through a regular file), which sent operators looking for a missing directory.
 */

/** What each cause means for the operator, by POSIX code. */
const CAUSES: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full (no space left on device)',
  EDQUOT: 'the disk quota is exhausted',
  EROFS: 'it is on a read-only file system',
  EACCES: 'permission denied: the server user cannot write there',
  EPERM: 'the operation is not permitted there',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EISDIR: 'a directory stands where a file is expected',
  ENOENT: 'a part of the path does not exist and cannot be created',
  EIO: 'the disk reported an input/output error',
  EMFILE: 'the process has too many open files',
};

/** Emscripten's (WASI) errno numbers, which PGlite's ErrnoError carries instead of a code. */
const WASM_ERRNO_CODES: Readonly<Record<number, string>> = {
  2: 'EACCES',
  19: 'EDQUOT',
  29: 'EIO',
  31: 'EISDIR',
  33: 'EMFILE',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/** The POSIX code of a file-system failure from Node or from PGlite's WASM file system. */
export function fileSystemCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  if (name === 'ErrnoError' && typeof errno === 'number') return WASM_ERRNO_CODES[errno];
  return undefined;
}

/**
 * A StartupError naming `dir` and the cause, when `error` is a file-system failure we can explain;
 * undefined otherwise (the caller keeps the original error).
 */
export function describeDataDirFailure(error: unknown, dir: string): StartupError | undefined {
  if (error instanceof StartupError) return error;
  const code = fileSystemCode(error);
  if (!code) return undefined;
  const cause = CAUSES[code] ?? 'the file system refused';
  return new StartupError(`DATA_DIR ${dir} cannot be used: ${cause} (${code}).`, {
    cause: error,
  });
}

/** The deepest existing ancestor of `path` (itself included), and what it is. */
async function deepestExisting(path: string): Promise<{ path: string; isDirectory: boolean }> {
  for (let current = path; ; current = dirname(current)) {
    const info = await lstat(current).catch(() => undefined);
    if (info) return { path: current, isDirectory: info.isDirectory() };
    if (dirname(current) === current) return { path: current, isDirectory: true };
  }
}

/**
 * Creates `dir` (and its parents) or throws a StartupError with the real cause. On failure, the
 * first missing level is created again without `recursive`, which reports the true errno (EROFS,
 * EACCES, ENOSPC) where the recursive call said ENOENT.
 */
export async function makeDataDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    return;
  } catch (error) {
    let real: unknown = error;
    const existing = await deepestExisting(dir);
    if (!existing.isDirectory) {
      real = Object.assign(new Error(`${existing.path} is a file`), { code: 'ENOTDIR' });
    } else if (existing.path !== dir) {
      let next = dir;
      while (dirname(next) !== existing.path) next = dirname(next);
      real = await mkdir(next).then(
        () => error,
        (probe: unknown) => probe,
      );
    }
    throw describeDataDirFailure(real, dir) ?? error;
  }
}
