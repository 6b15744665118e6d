import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js';

const run = promisify(execFile);
const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The pid of a process that has exited (so a lock naming it is stale). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('DATA_DIR owner lock', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ts-lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('holds the owner pid while held and removes the file on release', async () => {
    const lock = await lockDataDir(dir);
    const owner = JSON.parse(await readFile(join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    await lock.release();
    await expect(readFile(join(dir, LOCK_FILE_NAME))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses while another live process holds it, naming the directory and the pid', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = holder.pid ?? 0;
      await writeFile(
        join(dir, LOCK_FILE_NAME),
        JSON.stringify({ pid, host: (await import('node:os')).hostname() }),
      );
      const refusal = lockDataDir(dir);
      await expect(refusal).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(refusal).rejects.toThrow(`DATA_DIR ${dir} is in use by process ${String(pid)}`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died (kill -9), and one torn mid-write', async () => {
    const { hostname } = await import('node:os');
    await writeFile(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: await deadPid(), host: hostname() }),
    );
    await (await lockDataDir(dir)).release();

    // A pid that is alive but started at another time than the recorded owner: reused, so stale.
    await writeFile(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 1, host: hostname(), startTicks: '-1' }),
    );
    await (await lockDataDir(dir)).release();

    // Empty and old: its owner died between creating and writing it.
    await writeFile(join(dir, LOCK_FILE_NAME), '');
    const old = new Date(Date.now() - 60_000);
    const { utimes } = await import('node:fs/promises');
    await utimes(join(dir, LOCK_FILE_NAME), old, old);
    await (await lockDataDir(dir)).release();
  });

  it('lets exactly one of several processes racing for a stale lock in', async () => {
    const { hostname } = await import('node:os');
    await writeFile(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: await deadPid(), host: hostname() }),
    );
    const racers = Array.from({ length: 4 }, () =>
      run(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=source',
          'test/fixtures/take-data-dir-lock.ts',
          dir,
          '6000',
        ],
        { cwd: SERVER_ROOT },
      ),
    );
    const outcomes = (await Promise.all(racers)).map(({ stdout }) => stdout.trim());
    expect(outcomes.filter((line) => line === 'won')).toHaveLength(1);
    expect(outcomes.filter((line) => line.startsWith('refused: DATA_DIR'))).toHaveLength(3);
  }, 60_000);
});
