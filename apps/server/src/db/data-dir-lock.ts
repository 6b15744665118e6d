import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rmdir, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError } from '../errors/startup-error.js';

/**
 * One owner per embedded data directory. PGlite does not stop a second process from opening the
 * directory it has open, and two writers lose each other's writes or corrupt the cluster (issue 11,
 * finding 1). Before anything under DATA_DIR is opened, the owner creates DATA_DIR/owner.lock with
 * O_EXCL holding its pid, and removes it on a clean close. A kill -9 leaves the file behind, so a
 * lock whose process is gone (or whose pid now belongs to another process: the start time recorded
 * beside it differs) is stale and taken over; a takeover runs under a short mkdir mutex so two
 * starters that both found the same stale lock cannot both win. See decision 014.
 */

export const LOCK_FILE_NAME = 'owner.lock';
const TAKEOVER_SUFFIX = '.takeover';
/** A takeover takes microseconds; a mutex this old was left by a process killed inside one. */
const TAKEOVER_STALE_MS = 10_000;
/** A lock file this young may still be being written by its owner (created, not yet filled). */
const UNWRITTEN_GRACE_MS = 2_000;
const RETRY_DELAY_MS = 25;
const MAX_ATTEMPTS = 200;

/** What the lock file holds: enough to tell a live owner from a dead one whose pid was reused. */
interface Owner {
  readonly pid: number;
  readonly host: string;
  /** Boot id and the process's start time since boot (Linux), or undefined elsewhere. */
  readonly bootId?: string;
  readonly startTicks?: string;
}

/** Thrown when another live process owns the directory; its message is the one line to print. */
export class DataDirLockedError extends StartupError {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
    host?: string,
  ) {
    super(
      `DATA_DIR ${dir} is in use by process ${String(ownerPid)}${host && host !== hostname() ? ` on ${host}` : ''} (another Transmission Spec server or admin command): stop it first, or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): Promise<void>;
}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/PID/stat: when the process started, in clock ticks since boot. */
function startTicksOf(pid: number): string | undefined {
  const stat = readOptional(`/proc/${String(pid)}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may contain spaces; count after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

function currentOwner(): Owner {
  const bootId = readOptional('/proc/sys/kernel/random/boot_id');
  const startTicks = startTicksOf(process.pid);
  return {
    pid: process.pid,
    host: hostname(),
    ...(bootId ? { bootId } : {}),
    ...(startTicks ? { startTicks } : {}),
  };
}

function parseOwner(text: string): Owner | undefined {
  try {
    const value = JSON.parse(text) as { pid?: unknown; host?: unknown };
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) {
      return undefined;
    }
    const host = typeof value.host === 'string' ? value.host : '';
    return { ...(value as Partial<Owner>), pid: value.pid, host };
  } catch {
    return undefined;
  }
}

/** False when the recorded owner can be shown to be gone; true when it lives or cannot be checked. */
function ownerAlive(owner: Owner): boolean {
  // Another machine's process (a shared network disk) cannot be checked from here: assume it lives.
  if (owner.host && owner.host !== hostname()) return true;
  // Our own pid in the file is a previous life of this process's pid (a container restarted with
  // the same pid): a live lock of this process is never read back, it is shared in memory.
  if (owner.pid === process.pid) return false;
  const bootId = readOptional('/proc/sys/kernel/random/boot_id');
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else; only ESRCH means there is no such process.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const ticks = startTicksOf(owner.pid);
  // The pid exists: it is still the owner unless it demonstrably started at another time.
  return !(owner.startTicks && ticks && owner.startTicks !== ticks);
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

async function tryCreate(path: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/** Removes `path` if it still holds `expected`, under a mutex other takers respect. */
async function removeIfUnchanged(path: string, expected: string): Promise<void> {
  const mutex = `${path}${TAKEOVER_SUFFIX}`;
  try {
    await mkdir(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(mutex).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > TAKEOVER_STALE_MS) await rmdir(mutex).catch(() => undefined);
    return; // someone else is taking over; the caller tries again
  }
  try {
    const now = await readFile(path, 'utf8').catch(() => undefined);
    if (now === expected) await unlink(path);
  } finally {
    await rmdir(mutex).catch(() => undefined);
  }
}

/**
 * Takes the lock on `dir` (which must exist) or throws DataDirLockedError naming the live owner.
 * Touches nothing in `dir` but the lock file (and, during a takeover, its mutex).
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = join(dir, LOCK_FILE_NAME);
  const mine = `${JSON.stringify(currentOwner())}\n`;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await tryCreate(path, mine)) return heldLock(path, mine);
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text === undefined) continue; // removed meanwhile: try again at once
    const owner = parseOwner(text);
    if (owner) {
      if (ownerAlive(owner)) throw new DataDirLockedError(dir, owner.pid, owner.host);
      await removeIfUnchanged(path, text);
      continue;
    }
    // Empty or torn: its owner may be between creating and writing it, or died right there.
    const age = await stat(path).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > UNWRITTEN_GRACE_MS) await removeIfUnchanged(path, text);
    else await sleep(RETRY_DELAY_MS);
  }
  throw new StartupError(`DATA_DIR ${dir}: could not take its lock file ${path}; try again.`);
}

function heldLock(path: string, mine: string): DataDirLock {
  let released = false;
  return {
    path,
    async release() {
      if (released) return;
      released = true;
      const now = await readFile(path, 'utf8').catch(() => undefined);
      if (now === mine) await unlink(path).catch(() => undefined);
    },
  };
}
