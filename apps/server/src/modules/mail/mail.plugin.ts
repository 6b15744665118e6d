import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { createMailOutboxWorker, type MailOutboxWorker } from './mail-outbox-worker.js';
import { enqueueMail, MAIL_ENQUEUED_CHANNEL, type OutgoingMail } from './mail-outbox.repository.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './mail-retry-policy.js';
import type { Mailer } from './mail.service.js';
import { createMailTransport } from './mail-transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Tuning for tests; production uses the defaults. */
export interface MailPluginOptions {
  readonly retry?: Partial<RetryPolicy>;
  readonly pollIntervalMs?: number;
  readonly batchSize?: number;
  readonly leaseMs?: number;
  readonly stopTimeoutMs?: number;
}

/**
 * Outgoing mail through the database outbox: `app.mail.send` writes the message, and this instance's
 * sender delivers it over SMTP_URL (or into DATA_DIR/mail without one), retrying with backoff while the
 * mail server is down. Every instance runs a sender; they share the outbox without sending twice.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const transport = createMailTransport(app.config, app.log);
    const worker: MailOutboxWorker = createMailOutboxWorker({
      db: app.db,
      transport,
      log: app.log.child({ module: 'mail' }),
      retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      batchSize: options.batchSize ?? 10,
      // 10 messages on a server that never answers take at most 10 x 50 s of transport timeouts.
      leaseMs: options.leaseMs ?? 10 * 60_000,
      stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
    });

    app.decorate('mail', {
      async send(message: OutgoingMail, db?: Db) {
        await enqueueMail(db ?? app.db, message);
        // Inside a transaction the row is not visible yet; the NOTIFY sent on commit wakes us then.
        if (!db) worker.wake();
      },
    } satisfies Mailer);

    // The NOTIFY from an enqueue reaches every instance once it commits; polling covers retries and
    // any notification missed while a PostgreSQL listener reconnects.
    await app.database.listen(MAIL_ENQUEUED_CHANNEL, () => {
      worker.wake();
    });
    app.addHook('onReady', (done) => {
      worker.start();
      app.log.info({ transport: transport.kind }, 'mail sender started');
      done();
    });
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', async () => {
      await worker.close();
      transport.close();
    });
  },
  { name: 'mail', fastify: '5.x', dependencies: ['config', 'db'] },
);
