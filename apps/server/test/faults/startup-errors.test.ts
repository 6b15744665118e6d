import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedLines, runServerToExit, SERVER_ROOT } from './helpers/server-process.js';

/**
 * Issue 11, finding 11: a full disk logged `"err":"[object Object]"` and a read-only DATA_DIR a
 * misleading ENOENT. A start that cannot use DATA_DIR now prints one line naming the directory and
 * the cause, and exits 1.
 */

/** A private mount namespace with a tmpfs: possible as root with CAP_SYS_ADMIN, as on CI here. */
function canMountTmpfs(): boolean {
  try {
    execFileSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs /mnt'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

const tmpfs = canMountTmpfs();

describe('start-up errors a person can act on', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ts-faults-startup-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /**
   * Starts the server with DATA_DIR on a tmpfs mounted with `options` in a mount namespace of its
   * own (gone with the process), and resolves when it exits.
   */
  async function startOnTmpfs(name: string, options: string, port: number) {
    const mount = join(root, name);
    await mkdir(mount);
    const dataDir = join(mount, 'data');
    const script = `mount -t tmpfs -o ${options} tmpfs "$0" && exec "$@"`;
    const child = spawn(
      'unshare',
      ['-m', 'sh', '-c', script, mount, process.execPath, '--import', 'tsx'].concat([
        '--conditions=source',
        'src/server.ts',
      ]),
      {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    return { code, output, dataDir };
  }

  it('a DATA_DIR whose path runs through a file: one line naming it and the cause', async () => {
    await writeFile(join(root, 'file'), 'not a directory');
    const dataDir = join(root, 'file', 'data');
    const { code, output } = await runServerToExit(4130, { DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(printedLines(output)).toEqual([
      expect.stringContaining(
        `DATA_DIR ${dataDir} cannot be used: a part of the path is a file, not a directory (ENOTDIR).`,
      ),
    ]);
    expect(output).not.toContain('"stack"');
  });

  it.runIf(tmpfs)('a full disk: one line naming the directory and the cause', async () => {
    // A 4 MB tmpfs cannot hold the database's first files.
    const { code, output, dataDir } = await startOnTmpfs('full', 'size=4m', 4131);
    expect(code).toBe(1);
    expect(output).not.toContain('[object Object]');
    expect(printedLines(output)).toEqual([
      expect.stringContaining(
        `DATA_DIR ${dataDir} cannot be used: the disk is full (no space left on device) (ENOSPC).`,
      ),
    ]);
  });

  it.runIf(tmpfs)('a read-only disk: one line naming the directory and the cause', async () => {
    const { code, output, dataDir } = await startOnTmpfs('read-only', 'ro,size=1m', 4132);
    expect(code).toBe(1);
    expect(printedLines(output)).toEqual([
      expect.stringContaining(
        `DATA_DIR ${dataDir} cannot be used: it is on a read-only file system (EROFS).`,
      ),
    ]);
  });
});
