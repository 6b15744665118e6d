import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { ClaimedMail } from './mail-outbox.repository.js';

/** Where messages go: an SMTP server, or files under DATA_DIR/mail when none is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is accepted (by the server, or on disk); rejects otherwise. */
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

export interface MailTransportConfig {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly dataDir: string;
}

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default; a sender
 * stuck that long would hold its claimed batch past the lease. These fail a dead server in seconds; the
 * URL can still override them (e.g. ?socketTimeout=60000), since its keys take precedence.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Links a reader would follow in the plain-text version; logged so a file-mode user can click one. */
const LINK_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}

/**
 * A stable Message-ID per outbox row: if a message is ever sent twice (a sender died between the SMTP
 * server accepting it and the row being marked sent), receivers and tests can tell it is the same one.
 */
export function messageIdFor(mail: ClaimedMail, mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

function envelope(mail: ClaimedMail, mailFrom: string) {
  return {
    from: mailFrom,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: messageIdFor(mail, mailFrom),
  };
}

/**
 * SMTP_URL is handed to nodemailer as is, so its query parameters are nodemailer options: a local
 * test server without a certificate needs smtp://127.0.0.1:2525/?ignoreTLS=true (otherwise nodemailer
 * upgrades with STARTTLS whenever the server offers it, and refuses a self-signed certificate);
 * smtps:// is TLS from the first byte; user:password@ in the URL logs in; ?pool=true reuses connections.
 */
export function createMailTransport(
  config: MailTransportConfig,
  log: FastifyBaseLogger,
): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(join(config.dataDir, 'mail'), config.mailFrom, log);
}

function smtpTransport(url: string, mailFrom: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(envelope(mail, mailFrom));
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without a mail server, a newcomer can still register: each message is written as a complete .eml
 * file (opens in any mail client, both versions inside) and its links are logged, so the verification
 * code's mail or a reset link is one click away in the terminal.
 */
function fileTransport(dir: string, mailFrom: string, log: FastifyBaseLogger): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(envelope(mail, mailFrom));
      await mkdir(dir, { recursive: true });
      // A sortable UTC timestamp first, so `ls` lists the newest last; the outbox id keeps names unique.
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
      const file = join(dir, `${stamp}-${mail.id}.eml`);
      await writeFile(file, info.message);
      log.info(
        { to: mail.to, subject: mail.subject, links: linksIn(mail.text), file },
        'mail written to a file (no SMTP_URL)',
      );
    },
    close() {
      transporter.close();
    },
  };
}
