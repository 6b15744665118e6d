import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.js';
import { enqueueMail, type OutgoingMail } from '../src/modules/mail/mail-outbox.repository.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from '../src/modules/mail/mail-retry-policy.js';
import {
  passwordResetMessage,
  verificationCodeMessage,
} from '../src/modules/mail/mail-templates.js';
import type { MailPluginOptions } from '../src/modules/mail/mail.plugin.js';
import { freePort, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { describeEachDatabase } from './helpers/test-app.js';

/** Retries and polls in tens of milliseconds, so outages last a moment instead of minutes. */
const FAST: MailPluginOptions = {
  retry: { baseDelayMs: 50, maxDelayMs: 200 },
  pollIntervalMs: 100,
};

const mail = (to: string, subject = `Hello ${to}`): OutgoingMail => ({
  to,
  subject,
  html: `<p>Hello ${to}</p>`,
  text: `Hello ${to}`,
});

const POLL = { timeout: 10_000, interval: 20 };

async function outboxRows(app: FastifyInstance, to: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describeEachDatabase('mail outbox', (context) => {
  const sinks: SmtpSink[] = [];
  const sink = async (options?: { port?: number; delayMs?: number }) => {
    const started = await startSmtpSink(options);
    sinks.push(started);
    return started;
  };
  // Every app of a test is closed when it ends: an open one would keep draining the shared outbox
  // into the next test's server (or its own, now stopped, one).
  const apps: FastifyInstance[] = [];
  const build = async (...args: Parameters<typeof context.build>) => {
    const app = await context.build(...args);
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(sinks.splice(0).map((s) => s.stop()));
  });

  it('delivers a message over SMTP with HTML and text versions and the right headers', async () => {
    const server = await sink();
    const app = await build(
      { SMTP_URL: server.url, MAIL_FROM: 'Spec Test <spec@example.test>' },
      { mail: FAST },
    );
    const message = verificationCodeMessage({ code: 'K7Q2XZ', expiresInMinutes: 15 });
    await app.mail.send({ to: 'ada@example.com', ...message });

    await expect.poll(() => server.received.length, POLL).toBe(1);
    const [received] = server.received;
    expect(received?.envelopeTo).toEqual(['ada@example.com']);
    expect(received?.headers.get('from')).toBe('Spec Test <spec@example.test>');
    expect(received?.headers.get('to')).toBe('ada@example.com');
    expect(received?.headers.get('subject')).toBe(message.subject);
    expect(received?.headers.get('message-id')).toMatch(/^<outbox-\d+-\d+@example\.test>$/);
    expect(received?.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(received?.raw).toMatch(/Content-Type: text\/plain/);
    expect(received?.raw).toMatch(/Content-Type: text\/html/);
    expect(received?.raw).toContain('K7Q2XZ');

    await expect
      .poll(async () => (await outboxRows(app, 'ada@example.com'))[0]?.sentAt, POLL)
      .toBeInstanceOf(Date);
    expect((await outboxRows(app, 'ada@example.com'))[0]).toMatchObject({
      attempts: 1,
      lastError: null,
    });
  });

  it('keeps a message while the SMTP server is down and delivers it once it is back', async () => {
    const port = await freePort();
    const app = await build(
      { SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true` },
      { mail: FAST },
    );
    await app.mail.send(mail('outage@example.com'));

    await expect
      .poll(async () => (await outboxRows(app, 'outage@example.com'))[0]?.attempts, POLL)
      .toBeGreaterThanOrEqual(2);
    const [waiting] = await outboxRows(app, 'outage@example.com');
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(waiting?.createdAt.getTime() ?? 0);

    const server = await sink({ port });
    await expect.poll(() => server.received.length, POLL).toBe(1);
    expect(server.received[0]?.envelopeTo).toEqual(['outage@example.com']);
    await expect
      .poll(async () => (await outboxRows(app, 'outage@example.com'))[0]?.sentAt, POLL)
      .toBeInstanceOf(Date);
  });

  it('gives a message up after the last attempt and logs it as an error', async () => {
    const logLines: string[] = [];
    const port = await freePort();
    const app = await build(
      { SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, LOG_LEVEL: 'warn' },
      {
        mail: { ...FAST, retry: { ...FAST.retry, maxAttempts: 2 } },
        logStream: { write: (line) => void logLines.push(line) },
      },
    );
    await app.mail.send(mail('unreachable@example.com'));

    await expect
      .poll(async () => (await outboxRows(app, 'unreachable@example.com'))[0]?.failedAt, POLL)
      .toBeInstanceOf(Date);
    expect((await outboxRows(app, 'unreachable@example.com'))[0]).toMatchObject({
      attempts: 2,
      sentAt: null,
    });
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 40, attempts: 1, msg: 'mail not sent; will retry' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 50,
        to: 'unreachable@example.com',
        attempts: 2,
        msg: 'mail could not be delivered; giving up',
      }),
    );
  });

  it('writes each message under DATA_DIR/mail and logs its links without SMTP_URL', async () => {
    const logLines: string[] = [];
    const app = await build(
      { LOG_LEVEL: 'info' },
      { mail: FAST, logStream: { write: (line) => void logLines.push(line) } },
    );
    const link = 'http://localhost:3000/reset-password?token=abc123';
    await app.mail.send({
      to: 'newcomer@example.com',
      ...passwordResetMessage({ link, expiresInMinutes: 30 }),
    });

    const dir = join(context.databaseEnv().DATA_DIR ?? '', 'mail');
    await expect.poll(() => readdir(dir).catch(() => []), POLL).toHaveLength(1);
    const [file] = await readdir(dir);
    expect(file).toMatch(/^\d{8}T\d{9}Z-\d+\.eml$/);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    expect(eml).toMatch(/^To: newcomer@example.com$/m);
    expect(eml).toMatch(/^Subject: Reset your Transmission Spec password$/m);
    expect(eml).toMatch(/Content-Type: text\/html/);

    const entry = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.to === 'newcomer@example.com');
    expect(entry).toMatchObject({
      level: 30,
      subject: 'Reset your Transmission Spec password',
      links: [link],
    });
  });

  it('never sends a message twice when two instances share the outbox', async () => {
    const server = await sink({ delayMs: 5 });
    const options = { ...FAST, batchSize: 3 };
    const env = { SMTP_URL: server.url };
    const first = await build(env, { mail: options });
    await build(env, { mail: options });
    const recipients = Array.from({ length: 24 }, (_, i) => `pair${i}@example.com`);
    // Enqueued in one transaction: nothing is visible (or sent) until it commits.
    await first.db.transaction(async (tx) => {
      for (const to of recipients) await first.mail.send(mail(to), tx);
    });

    await expect.poll(() => server.received.length, POLL).toBe(recipients.length);
    // Give a duplicate, if there were one, time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.received).toHaveLength(recipients.length);
    const delivered = server.received.flatMap((m) => m.envelopeTo);
    expect(new Set(delivered)).toEqual(new Set(recipients));
    const rows = await first.db.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('stops sending when the app closes, after finishing the message in flight', async () => {
    const server = await sink({ delayMs: 300 });
    const app = await build({ SMTP_URL: server.url }, { mail: FAST });
    await app.mail.send(mail('inflight@example.com'));
    await expect.poll(() => server.started(), POLL).toBe(1);

    await app.close();
    expect(server.received).toHaveLength(1);
    // Built only now, so it cannot race the first app for the message above. It has no SMTP server:
    // what it sends goes to files, never to the sink, so the sink hears only from the first app.
    const observer = await build();
    expect((await outboxRows(observer, 'inflight@example.com'))[0]?.sentAt).toBeInstanceOf(Date);

    await enqueueMail(observer.db, mail('after-close@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.started()).toBe(1);
    // Leave no due mail behind for later apps on this database.
    await observer.db.delete(mailOutbox).where(eq(mailOutbox.to, 'after-close@example.com'));
  });
});

describe('mail templates', () => {
  it('puts the verification code in the subject, the HTML and the text', () => {
    const message = verificationCodeMessage({ code: 'K7Q2XZ', expiresInMinutes: 15 });
    expect(message.subject).toContain('K7Q2XZ');
    expect(message.html).toContain('>K7Q2XZ</span>');
    expect(message.text).toContain('K7Q2XZ');
    expect(message.text).toContain('15 minutes');
    expect(message.html).toContain('15 minutes');
  });

  it('puts the reset link in a button and in the text', () => {
    const link = 'https://spec.example.com/reset-password?token=abc';
    const message = passwordResetMessage({ link, expiresInMinutes: 60 });
    expect(message.html).toContain(`href="${link}"`);
    expect(message.text).toContain(link);
    expect(message.text).toContain('60 minutes');
  });

  it('escapes HTML-special characters from its inputs in the HTML version only', () => {
    const code = `<b>&"'`;
    const link = 'https://spec.example.com/r?a=1&b="><script>x</script>';
    const verification = verificationCodeMessage({ code, expiresInMinutes: 1 });
    expect(verification.html).toContain('&lt;b&gt;&amp;&quot;&#39;');
    expect(verification.html).not.toContain('<b>');
    expect(verification.text).toContain(code);
    expect(verification.text).toContain('1 minute.');
    const reset = passwordResetMessage({ link, expiresInMinutes: 5 });
    expect(reset.html).toContain(
      'href="https://spec.example.com/r?a=1&amp;b=&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
    expect(reset.html).not.toContain('<script>');
    expect(reset.text).toContain(link);
  });

  it('wears the product look with inline styles only', () => {
    const { html } = passwordResetMessage({ link: 'https://x.example/r', expiresInMinutes: 5 });
    expect(html).toContain('background:#0b3d6b');
    expect(html).toContain('Transmission Spec');
    expect(html).not.toMatch(/<style|<link/i);
  });
});

describe('mail retry policy', () => {
  it('waits 5 s after the first failure, doubling up to 15 minutes', () => {
    const delays = [1, 2, 3, 8, 9, 10, 50].map((n) => retryDelayMs(n, DEFAULT_RETRY_POLICY));
    expect(delays).toEqual([5_000, 10_000, 20_000, 640_000, 900_000, 900_000, 900_000]);
  });
});
