import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { hashPassword, verifyPassword } from '../src/modules/accounts/password-hashing.js';
import { insertUser } from '../src/modules/accounts/user.repository.js';
import { runAdminCli } from './helpers/admin-cli.js';
import { describeEachDatabase } from './helpers/test-app.js';

const PASSWORD = 'Adm1n$ecret!';

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function userRow(app: FastifyInstance, email: string) {
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  return row;
}

describeEachDatabase('first administrator', (context) => {
  beforeAll(async () => {
    // Migrate and seed the suite database once, so each test's builds time only what they test.
    await (await context.build()).close();
  });

  it('creates a verified administrator from ADMIN_EMAIL/ADMIN_PASSWORD at start, then leaves it alone', async () => {
    const email = uniqueEmail('boss');
    const logLines: string[] = [];
    const env = { ADMIN_EMAIL: email.toUpperCase(), ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'info' };
    const logStream = { write: (line: string) => void logLines.push(line) };

    const first = await context.build(env, { logStream });
    const created = await userRow(first, email);
    expect(created?.roles.sort()).toEqual(['TransmissionAdmin', 'TransmissionUser']);
    expect(created?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(created?.passwordHash ?? '', PASSWORD)).toBe(true);
    await first.close();

    const second = await context.build(env, { logStream });
    const again = await userRow(second, email);
    expect(again).toEqual(created);
    await second.close();

    const messages = logLines.map((line) => JSON.parse(line) as { msg: string; outcome?: string });
    expect(messages.filter((line) => line.outcome).map((line) => line.outcome)).toEqual([
      'created',
      'unchanged',
    ]);
    expect(logLines.join('\n')).not.toContain(PASSWORD);
  });

  it('gives an existing account the administrator role and keeps its password', async () => {
    const email = uniqueEmail('member');
    const seed = await context.build();
    const ownHash = await hashPassword('Own$Passw0rd');
    await insertUser(seed.db, { email, passwordHash: ownHash, emailVerifiedAt: new Date() });
    await seed.close();

    const app = await context.build({ ADMIN_EMAIL: email, ADMIN_PASSWORD: PASSWORD });
    const row = await userRow(app, email);
    expect(row?.roles).toEqual(['TransmissionUser', 'TransmissionAdmin']);
    expect(row?.passwordHash).toBe(ownHash);
    await app.close();
  });

  it('sets ADMIN_PASSWORD on an existing account that never verified its e-mail', async () => {
    const email = uniqueEmail('unproven');
    const seed = await context.build();
    await insertUser(seed.db, { email, passwordHash: await hashPassword('Squat$Passw0rd') });
    await seed.close();

    const app = await context.build({ ADMIN_EMAIL: email, ADMIN_PASSWORD: PASSWORD });
    const row = await userRow(app, email);
    expect(row?.roles).toContain('TransmissionAdmin');
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
    await app.close();
  });

  it('makes one account when two instances start at once', async () => {
    const email = uniqueEmail('twins');
    const env = { ADMIN_EMAIL: email, ADMIN_PASSWORD: PASSWORD };
    const [one, two] = await Promise.all([context.build(env), context.build(env)]);
    const [count] = await one.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email));
    expect(count?.count).toBe(1);
    expect((await userRow(two, email))?.roles).toContain('TransmissionAdmin');
    await Promise.all([one.close(), two.close()]);
  });

  it('refuses to start with an ADMIN_PASSWORD that breaks the rules, naming each rule', async () => {
    const weak = 'weakpassword';
    const attempt = context.build({ ADMIN_EMAIL: uniqueEmail('weak'), ADMIN_PASSWORD: weak });
    await expect(attempt).rejects.toThrow(
      /ADMIN_PASSWORD: Password must contain an uppercase letter\n.*ADMIN_PASSWORD: Password must contain a number\n.*ADMIN_PASSWORD: Password must contain a special character/,
    );
    await expect(attempt).rejects.not.toThrow(weak);
  });

  it('npm run admin -- create EMAIL creates the administrator with a password typed twice', async () => {
    const env = await context.freshDatabase();
    const email = uniqueEmail('cli');

    const created = await runAdminCli(['create', email], `${PASSWORD}\n${PASSWORD}\n`, env, {
      viaNpm: true,
    });
    expect(created.stderr).toContain('New password:');
    expect(created.stderr).toContain('Retype the password:');
    expect(created.stdout).toContain(`Created the administrator account ${email}.`);
    expect(created.code).toBe(0);
    // The role change is a security event, one JSON line on stderr, with no e-mail or password.
    const events = created.stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events).toEqual([
      expect.objectContaining({
        event: 'security',
        type: 'role.granted',
        roles: ['TransmissionAdmin', 'TransmissionUser'],
        source: 'admin-cli',
      }),
    ]);
    expect(events[0]?.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.stderr).not.toContain(email);
    expect(created.stderr).not.toContain(PASSWORD);

    const again = await runAdminCli(['create', email.toUpperCase()], '', env);
    expect(again.stdout).toContain(`${email} already is an administrator; nothing changed.`);
    expect(again.stderr).not.toContain('New password:');
    expect(again.stderr).not.toContain('"event":"security"');
    expect(again.code).toBe(0);

    const app = await context.build(env);
    const row = await userRow(app, email);
    expect(row?.roles.sort()).toEqual(['TransmissionAdmin', 'TransmissionUser']);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
    await app.close();
  }, 120_000);

  // The same code on either database, so checked once, on the embedded one.
  it.runIf(context.kind === 'pglite')(
    'npm run admin refuses mismatched or weak passwords, a bad e-mail and bad usage',
    async () => {
      const env = await context.freshDatabase();
      const email = uniqueEmail('refused');

      const mismatch = await runAdminCli(['create', email], `${PASSWORD}\nOther$Passw0rd\n`, env);
      expect(mismatch.stderr).toContain('Passwords do not match.');
      expect(mismatch.code).toBe(1);

      const weak = await runAdminCli(['create', email], 'short\nshort\n', env);
      expect(weak.stderr).toContain('Password must be 9 to 16 characters long');
      expect(weak.stderr).toContain('Password must contain a special character');
      expect(weak.code).toBe(1);

      const badEmail = await runAdminCli(['create', 'not-an-email'], '', env);
      expect(badEmail.stderr).toContain('Please enter a valid email address.');
      expect(badEmail.code).toBe(1);

      const usage = await runAdminCli([], '', env);
      expect(usage.stderr).toContain('Usage: npm run admin -- create EMAIL');
      expect(usage.code).toBe(2);

      const app = await context.build(env);
      expect(await userRow(app, email)).toBeUndefined();
      await app.close();
    },
    120_000,
  );

  it('npm run admin promotes an existing account without asking for a password', async () => {
    const env = await context.freshDatabase();
    const email = uniqueEmail('promote');
    const seed = await context.build(env);
    const ownHash = await hashPassword('Own$Passw0rd');
    await insertUser(seed.db, { email, passwordHash: ownHash, emailVerifiedAt: new Date() });

    if (context.kind === 'pglite') {
      // The running app (this test process) owns the embedded database: the command refuses with
      // one line naming the directory and the owner's pid, before opening anything.
      const locked = await runAdminCli(['create', email], '', env);
      expect(locked.stderr.trim().split('\n')).toEqual([
        expect.stringContaining(
          `DATA_DIR ${env.DATA_DIR ?? ''} is in use by process ${String(process.pid)}`,
        ),
      ]);
      expect(locked.code).toBe(1);
      await seed.close();
    }

    const promoted = await runAdminCli(['create', email], '', env);
    expect(promoted.stdout).toContain(`${email} is now an administrator.`);
    expect(promoted.stdout).toContain('Its password is unchanged.');
    expect(promoted.code).toBe(0);

    const app = context.kind === 'pglite' ? await context.build(env) : seed;
    const row = await userRow(app, email);
    expect(row?.roles).toEqual(['TransmissionUser', 'TransmissionAdmin']);
    expect(row?.passwordHash).toBe(ownHash);
    await app.close();
  }, 120_000);
});
