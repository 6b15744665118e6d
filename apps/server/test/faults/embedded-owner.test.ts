import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { runAdminCli } from '../helpers/admin-cli.js';
import { HttpSession, occurrences, savedTitles, specBodyFactory } from './helpers/http-session.js';
import {
  killAllServers,
  printedLines,
  runServerToExit,
  startServer,
} from './helpers/server-process.js';

/**
 * Issue 11, finding 1: two servers on one embedded data directory lost every save made after the
 * second one started (it opened the database, then failed to listen). The directory now has one
 * owner: a second server, the admin command or anything else that opens it refuses with one line
 * naming the directory and the owner's pid, and a busy port stops a start before the data is touched.
 */

const PORT = 4110;
const OTHER_PORT = 4111;
const ADMIN = { email: 'owner@faults.example', password: 'Owner#Faults1' };

describe('one owner for the embedded data directory', () => {
  let dataDir = '';
  const env = () => ({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ts-faults-owner-'));
    await cp(inject('pgliteTemplate'), join(dataDir, 'pglite'), { recursive: true });
  });
  afterAll(async () => {
    await killAllServers();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first runs, and loses no save after a kill -9', async () => {
    let first = await startServer(PORT, env());
    const session = await HttpSession.signIn(first.url, ADMIN.email, ADMIN.password);
    const spec = await specBodyFactory(session);
    const acknowledged: string[] = [];
    const save = async (title: string) => {
      const response = await session.request('POST', '/api/surveyresult', spec(title));
      expect(response.status, response.text).toBe(201);
      acknowledged.push(title);
    };
    for (let i = 0; i < 10; i += 1) await save(`before-${String(i)}`);

    // (Soft: on failure the test goes on to the data, which is what the refusals protect.)
    // A second server on the same port: refused at the port, before it looks at DATA_DIR.
    const busyPort = await runServerToExit(PORT, env());
    expect.soft(busyPort.code).toBe(1);
    expect
      .soft(printedLines(busyPort.output))
      .toEqual([expect.stringContaining(`Cannot listen on 127.0.0.1:${String(PORT)}`)]);

    // A second server on a free port: refused with one line naming the directory and the owner.
    const refusal = `DATA_DIR ${dataDir} is in use by process ${String(first.pid)}`;
    const second = await runServerToExit(OTHER_PORT, env());
    expect.soft(second.code).toBe(1);
    expect.soft(printedLines(second.output)).toEqual([expect.stringContaining(refusal)]);

    // The admin command: the same refusal, before it opens anything.
    const cli = await runAdminCli(['create', 'someone@faults.example'], '', { DATA_DIR: dataDir });
    expect.soft(cli.code).toBe(1);
    expect.soft(printedLines(cli.stderr)).toEqual([expect.stringContaining(refusal)]);

    // The first server never noticed: it keeps saving. Then it dies without closing anything.
    for (let i = 0; i < 20; i += 1) await save(`after-${String(i)}`);
    await first.kill9();

    // The dead owner's lock does not keep the directory shut; every acknowledged save is there once.
    first = await startServer(PORT, env());
    const session3 = await HttpSession.signIn(first.url, ADMIN.email, ADMIN.password);
    const counts = occurrences(acknowledged, await savedTitles(session3));
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
    await first.stop();

    // A clean stop releases the lock: the admin command now gets in.
    const after = await runAdminCli(['create', ADMIN.email], '', { DATA_DIR: dataDir });
    expect(after.stdout).toContain('already is an administrator');
    expect(after.code).toBe(0);
  });
});
