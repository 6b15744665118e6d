import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  readonly envelopeTo: readonly string[];
  /** Header name (lower case) to its unfolded value; the first occurrence wins. */
  readonly headers: ReadonlyMap<string, string>;
  readonly raw: string;
}

export interface SmtpSink {
  readonly port: number;
  /** SMTP_URL for the app: plain SMTP on loopback, no STARTTLS (the test server has no certificate). */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Transactions that reached MAIL FROM, whether or not their data arrived yet. */
  readonly started: () => number;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on (yet): an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A real SMTP server on loopback that keeps what it receives. `delayMs` holds each message before
 * accepting it, so tests can catch a send in flight.
 */
export async function startSmtpSink(
  options: { port?: number; delayMs?: number } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onMailFrom(_address, _session, callback) {
      started += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        setTimeout(() => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            headers: parseHeaders(raw),
            raw,
          });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  const port = options.port ?? 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const sink: SmtpSink = {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}/?ignoreTLS=true`,
    received,
    started: () => started,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
  return sink;
}
