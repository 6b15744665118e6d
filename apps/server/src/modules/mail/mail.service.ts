import type { Db } from '../../db/database.js';
import type { OutgoingMail } from './mail-outbox.repository.js';

/**
 * What other modules use of mail (decision 091): `app.mail` (mail.plugin.ts) queues a message, and
 * the metrics read the outbox's backlog. The outbox repository stays this module's own.
 */
export interface Mailer {
  /**
   * Queues a message for delivery. Pass the caller's transaction as `db` so the message is sent only
   * if that transaction commits; it resolves once the message is in the outbox, not once delivered.
   */
  send(message: OutgoingMail, db?: Db): Promise<void>;
}

export { readOutboxBacklog, type OutboxBacklog } from './mail-outbox.repository.js';
