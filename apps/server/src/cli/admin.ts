import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EmailSchema, MESSAGES, normalizeEmail } from '@transmission-spec/domain';
import { ConfigError, loadConfig, type AppConfig } from '../config/env.js';
import { openDatabase, type Database } from '../db/database.js';
import { StartupError } from '../errors/startup-error.js';
import { cliLogger } from './cli-logger.js';
import {
  administratorNeedsPassword,
  ensureAdministrator,
  passwordProblems,
  type AdministratorOutcome,
} from '../modules/accounts/administrator.js';
import { hashPassword } from '../modules/accounts/password-hashing.js';
import { findUserByEmail } from '../modules/accounts/user.service.js';
import { securityEvent, securityEventMessage } from '../modules/security-events/security-events.js';

/**
 * `npm run admin -- create EMAIL`: makes EMAIL an administrator, on the database the server would
 * use (DATA_DIR's embedded database, or DATABASE_URL), configured by the same environment.
 * A new account (or one that never verified its e-mail) gets a password typed twice without echo;
 * on a pipe, the two passwords are read as the first two lines of stdin. An existing verified account
 * keeps its password. Messages go to stdout, prompts and errors to stderr.
 * Exit codes: 0 done, 1 failed, 2 bad usage.
 */

const USAGE = `Usage: npm run admin -- create EMAIL

Makes EMAIL an administrator (roles TransmissionAdmin and TransmissionUser), creating the account,
already verified, if it does not exist; you are then asked for its password twice. An existing
account keeps its password. Uses the database the server is configured with: DATABASE_URL when set,
otherwise the embedded database in DATA_DIR (the server must be stopped for that one).`;

/** Tries at a password the user gets on a terminal before the command gives up. */
const TERMINAL_PASSWORD_TRIES = 3;

/** A failure the operator can act on: its message is printed as it is, with exit code 1. */
class CliError extends Error {}

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

/** Reads answers line by line: hidden keystrokes on a terminal, plain lines from a pipe. */
interface PasswordInput {
  read(prompt: string): Promise<string>;
  readonly interactive: boolean;
  close(): void;
}

function pipedInput(): PasswordInput {
  const lines = createInterface({ input: process.stdin, terminal: false });
  const iterator = lines[Symbol.asyncIterator]();
  return {
    interactive: false,
    async read(prompt) {
      process.stderr.write(prompt);
      const next = await iterator.next();
      process.stderr.write('\n');
      if (next.done) throw new CliError('No password given: standard input ended.');
      return next.value;
    },
    close: () => {
      lines.close();
    },
  };
}

function terminalInput(): PasswordInput {
  const stdin = process.stdin;
  return {
    interactive: true,
    read(prompt) {
      process.stderr.write(prompt);
      stdin.setRawMode(true);
      stdin.setEncoding('utf8');
      stdin.resume();
      return new Promise<string>((resolve, reject) => {
        let value = '';
        const finish = () => {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stderr.write('\n');
        };
        const onData = (chunk: string) => {
          // Arrow and function keys arrive as escape sequences; they are not part of a password.
          if (chunk.startsWith('\u001b')) return;
          for (const character of chunk) {
            if (character === '\r' || character === '\n') {
              finish();
              resolve(value);
              return;
            }
            if (character === '\u0003' || (character === '\u0004' && value === '')) {
              finish();
              reject(new CliError('Cancelled.'));
              return;
            }
            if (character === '\u007f' || character === '\b') {
              value = Array.from(value).slice(0, -1).join('');
            } else if (character >= ' ') {
              value += character;
            }
          }
        };
        stdin.on('data', onData);
      });
    },
    close: () => undefined,
  };
}

/** Asks for the new password twice until it meets the rules and both match (one try on a pipe). */
async function askNewPassword(input: PasswordInput): Promise<string> {
  const tries = input.interactive ? TERMINAL_PASSWORD_TRIES : 1;
  for (let attempt = 1; ; attempt += 1) {
    const password = await input.read('New password: ');
    const problems = passwordProblems(password);
    let failure: string | undefined;
    if (problems.length > 0) {
      failure = problems.join('\n');
    } else if ((await input.read('Retype the password: ')) !== password) {
      failure = MESSAGES.passwordsDoNotMatch;
    }
    if (failure === undefined) return password;
    if (attempt >= tries) throw new CliError(failure);
    err(failure);
  }
}

/** Where the command works, for the operator to check; never the URL's credentials. */
function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `the embedded database in ${join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL database ${url.pathname.replace(/^\//, '')} on ${url.host}`;
}

const OUTCOME_MESSAGES: Readonly<Record<AdministratorOutcome, (email: string) => string>> = {
  created: (email) => `Created the administrator account ${email}. It can sign in now.`,
  promoted: (email) => `${email} is now an administrator.`,
  unchanged: (email) => `${email} already is an administrator; nothing changed.`,
  'password-required': (email) => `${email} needs a password; nothing changed.`,
};

async function createAdministrator(rawEmail: string): Promise<void> {
  const parsedEmail = EmailSchema.safeParse(rawEmail);
  if (!parsedEmail.success) throw new CliError(`${MESSAGES.invalidEmail} (got "${rawEmail}")`);
  const email = normalizeEmail(parsedEmail.data);

  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
  out(`Using ${describeDatabase(config)}.`);

  let database: Database | undefined;
  const input = process.stdin.isTTY ? terminalInput() : pipedInput();
  try {
    // The embedded database takes DATA_DIR's owner lock first, exactly as the server does: while a
    // server runs on it, this fails with one line naming the directory and the server's pid.
    database = await openDatabase(config, cliLogger()).catch((error: unknown) => {
      if (error instanceof StartupError) throw new CliError(error.message);
      throw new CliError(
        `Could not open ${describeDatabase(config)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const user = await findUserByEmail(database.db, email);
    let passwordHash: string | undefined;
    if (administratorNeedsPassword(user)) {
      out(
        user
          ? `${email} has an account that never verified its e-mail; choose its password.`
          : `${email} has no account yet; choose its password.`,
      );
      passwordHash = await hashPassword(await askNewPassword(input));
    }
    const { outcome, userId, grantedRoles } = await ensureAdministrator(
      database.db,
      email,
      passwordHash,
    );
    if (outcome === 'password-required') throw new CliError(OUTCOME_MESSAGES[outcome](email));
    if (grantedRoles.length > 0) {
      // The security event, as the server writes it (a JSON line): stderr, beside the prompts, so
      // stdout stays the operator's messages and a wrapper can route the line to the logs.
      const event = securityEvent('role.granted', {
        userId,
        roles: grantedRoles,
        source: 'admin-cli',
      });
      err(JSON.stringify({ time: Date.now(), ...event, msg: securityEventMessage(event.type) }));
    }
    out(OUTCOME_MESSAGES[outcome](email));
    if (outcome === 'promoted' && !passwordHash) out('Its password is unchanged.');
  } finally {
    input.close();
    await database?.close();
  }
}

async function main(args: readonly string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    out(USAGE);
    return 0;
  }
  if (command !== 'create' || !email || rest.length > 0) {
    err(USAGE);
    return 2;
  }
  await createAdministrator(email);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  err(error.message);
  process.exitCode = 1;
}
