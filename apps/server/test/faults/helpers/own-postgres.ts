import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own, in a temp directory on a port of the test's choosing, so
 * a test can stop and start it without touching the shared cluster on 5432. PostgreSQL refuses to
 * run as root, so as root (CI) every command runs as the `postgres` user the Debian package made.
 */
export interface OwnPostgres {
  readonly url: string;
  /** Stops it the hard way (pg_ctl -m immediate): every connection drops at once. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if it runs and deletes its directory. Never throws. */
  drop(): Promise<void>;
}

/** Debian's newest /usr/lib/postgresql/N/bin, or undefined when PostgreSQL is not installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const dir = versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')));
  return dir;
}

export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/N/bin/initdb)');
  const root = await mkdtemp(join(tmpdir(), 'ts-faults-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(root, uid, gid);
  }
  const pg = (tool: string, args: readonly string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: root })
      : run(join(bin, tool), args, { cwd: root });
  const ctl = (args: readonly string[]) => pg('pg_ctl', ['-D', data, ...args]);

  await pg('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${String(port)} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = async () => {
    await ctl(['-l', join(root, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await ctl(['-m', 'immediate', '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    start,
    stop,
    async drop() {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
