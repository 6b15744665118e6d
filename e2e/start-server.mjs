// Starts the built server for the journeys on a brand-new embedded database, so every run begins
// from a first start (migrations and the sample catalogue seed included). A real SMTP server
// (smtp-server) runs in the same process and drops every message it receives into a mailbox folder,
// where the journeys read verification codes and reset links (e2e/fixtures/mailbox.ts).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const port = process.env.PORT ?? 'default';
// One folder per port, so runs on different ports never delete each other's database or mail.
const dataDir = fileURLToPath(new URL(`./artifacts/data-${port}`, import.meta.url));
const mailDir = fileURLToPath(new URL(`./artifacts/mail-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      // The name carries the order and the recipient, so a journey finds its own mail at a glance.
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const name = `${String(received).padStart(5, '0')}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
      writeFileSync(`${mailDir}/${name}.part`, Buffer.concat(chunks));
      renameSync(`${mailDir}/${name}.part`, `${mailDir}/${name}`);
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(0, '127.0.0.1', resolve);
});
const smtpPort = smtp.server.address().port;

process.env.DATA_DIR = dataDir;
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`;
process.env.MAIL_FROM = 'Transmission Spec <no-reply@e2e.test>';
// The built server runs here as a program, as `node apps/server/dist/server.js` would (its path is
// a built file, not a module this workspace imports).
await import(new URL('../apps/server/dist/server.js', import.meta.url).href);
