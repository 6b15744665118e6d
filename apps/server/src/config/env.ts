import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmailSchema, IDLE_TIMEOUT_MS, type PublicConfig } from '@transmission-spec/domain';
import { z } from 'zod';

/**
 * The server's whole configuration, parsed once from the environment at start-up. Every other module
 * receives an `AppConfig` instead of reading `process.env`, so tests can build any configuration.
 */

/** apps/server, found from this file whether it runs from src (tsx, vitest) or dist (node). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const DEFAULT_WEB_DIST_DIR = resolve(PACKAGE_ROOT, '../web/dist');

/** Env values are strings; an empty string means "not set", as in most .env conventions. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * How many proxies in front of us to believe about the client address (X-Forwarded-For). Trusting
 * every hop would let a client choose its own address and dodge per-IP rate limits, so `true` means
 * exactly one (the load balancer); a number means that many hops.
 */
const trustProxySetting = z
  .string()
  .regex(/^(true|false|yes|no|[0-9]{1,2})$/, {
    message: 'must be true, false or the number of proxy hops (0-99)',
  })
  .transform((value) =>
    value === 'true' || value === 'yes'
      ? 1
      : value === 'false' || value === 'no'
        ? 0
        : Number(value),
  );

const urlWithProtocols = (protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .int({ message: `must be a whole number from ${min} to ${max}` })
    .min(min, { message: `must be a whole number from ${min} to ${max}` })
    .max(max, { message: `must be a whole number from ${min} to ${max}` });

/**
 * Slow clients (issue 24): a connection may take this long to send its request headers, and this
 * long for the whole request, body included, before the server answers 408 and closes it. Ten
 * seconds is ample for headers from any real client; a minute lets a 10 MB image upload through at
 * about 1.5 Mbit/s.
 */
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
/**
 * Open connections one client address may hold (issue 24). A browser opens at most six per host,
 * so 64 leaves room for an office behind one NAT address. Off (0) by default behind a proxy
 * (TRUST_PROXY): every connection then comes from the proxy, and the cap belongs in it (nginx's
 * limit_conn, docs/deployment.md).
 */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;

/**
 * How long a raw survey event is kept (issue 28, docs/security.md): 400 days keeps a year and a
 * month of answers to re-count if the Insights ever count something new; the daily counts the
 * Insights show are kept for good.
 */
const DEFAULT_SURVEY_EVENT_RETENTION_DAYS = 400;

/**
 * No NODE_ENV: nothing in the app depended on it (decision 038). What differs between a laptop and
 * production is said by the variables that make the difference (PUBLIC_URL's https, TRUST_PROXY, ...).
 * Variables not listed here are ignored, so a NODE_ENV set for the libraries stays harmless.
 */
const EnvSchema = z.object({
  PORT: optional(wholeNumber(0, 65535)).default(3000),
  HOST: optional(z.string().min(1)).default('localhost'),
  DATA_DIR: optional(z.string().min(1)).default('./data'),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'])),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ).default('info'),
  PUBLIC_URL: optional(urlWithProtocols(['http:', 'https:'])),
  WEB_DIST_DIR: optional(z.string().min(1)),
  RATE_LIMIT_MAX: optional(wholeNumber(1, 1_000_000)).default(300),
  TRUST_PROXY: optional(trustProxySetting).default(0),
  PORTFOLIO_URL: optional(urlWithProtocols(['http:', 'https:'])).default(
    'https://www.eatoncummins.com/',
  ),
  FIND_REPRESENTATIVE_URL: optional(urlWithProtocols(['http:', 'https:'])).default(
    'https://www.eatoncummins.com/',
  ),
  CUSTOMER_SERVICE_PHONE: optional(z.string().min(1)).default('1-800-826-4357'),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'])),
  MAIL_FROM: optional(
    z.string().regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      message: 'must be an address, e.g. no-reply@example.com or "Name <no-reply@example.com>"',
    }),
  ).default('Transmission Spec <no-reply@localhost>'),
  IDLE_TIMEOUT_MS: optional(wholeNumber(1000, 86_400_000)).default(IDLE_TIMEOUT_MS),
  SHUTDOWN_DRAIN_MS: optional(wholeNumber(0, 60_000)).default(0),
  HEADERS_TIMEOUT_MS: optional(wholeNumber(100, 600_000)).default(DEFAULT_HEADERS_TIMEOUT_MS),
  REQUEST_TIMEOUT_MS: optional(wholeNumber(100, 3_600_000)).default(DEFAULT_REQUEST_TIMEOUT_MS),
  MAX_CONNECTIONS_PER_ADDRESS: optional(wholeNumber(0, 100_000)),
  ADMIN_EMAIL: optional(EmailSchema),
  ADMIN_PASSWORD: optional(z.string().min(1)),
  METRICS_PORT: optional(wholeNumber(0, 65535)),
  METRICS_HOST: optional(z.string().min(1)).default('127.0.0.1'),
  SURVEY_EVENT_RETENTION_DAYS: optional(wholeNumber(1, 36_500)).default(
    DEFAULT_SURVEY_EVENT_RETENTION_DAYS,
  ),
});

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Absolute path; holds the embedded database (pglite/) and, without SMTP_URL, mail files (mail/). */
  readonly dataDir: string;
  /** PostgreSQL URL; undefined means the embedded PGlite database under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Origin the browser sees, e.g. https://spec.example.com; defaults to http://HOST:PORT. */
  readonly publicUrl: string;
  /** Absolute path of the built web app (index.html and assets/). */
  readonly webDistDir: string;
  /** Requests per minute per client IP on /api. */
  readonly rateLimitMax: number;
  /** Proxy hops in front of the server whose X-Forwarded-* headers are believed (0: none). */
  readonly trustProxy: number;
  /** False when the public URL is https: cookies then get Secure and responses HSTS. */
  readonly insecureHttp: boolean;
  /** Links and the phone number the web app shows on results (GET /api/config). */
  readonly publicConfig: PublicConfig;
  /**
   * On SIGTERM, how long to keep serving (every answer ending its connection) before closing, so a
   * keep-alive proxy lets go of its connections first (docs/deployment.md); 0 closes at once.
   */
  readonly shutdownDrainMs: number;
  /**
   * Slow-client bounds of the HTTP server (issue 24): the time allowed for a request's headers and
   * for the whole request, and the open connections one remote address may hold (0: no cap).
   */
  readonly connections: {
    readonly headersTimeoutMs: number;
    readonly requestTimeoutMs: number;
    readonly maxPerAddress: number;
  };
  /** smtp:// or smtps:// URL of the mail server; undefined writes mail to files under dataDir/mail. */
  readonly smtpUrl: string | undefined;
  /** The From of every message, e.g. 'Transmission Spec <no-reply@example.com>'. */
  readonly mailFrom: string;
  /**
   * The first administrator, created or promoted at start when both are set (ADMIN_EMAIL,
   * ADMIN_PASSWORD); undefined otherwise. There is no default.
   */
  readonly initialAdmin: { readonly email: string; readonly password: string } | undefined;
  /**
   * Where the Prometheus endpoint (GET /metrics) listens, apart from the app's port so it is never
   * public by accident (decision 071); undefined (METRICS_PORT unset) turns metrics off.
   */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /** Days a raw survey event is kept (SURVEY_EVENT_RETENTION_DAYS); its daily counts stay. */
  readonly surveyEventRetentionDays: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Builds the configuration from an environment map, without side effects.
 * Relative DATA_DIR and WEB_DIST_DIR resolve against `cwd` (the process cwd by default).
 * @throws ConfigError listing every bad variable with its reason.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string = process.cwd(),
): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const value = parsed.data;
  // One without the other is a half-configured administrator: refuse rather than guess.
  if (Boolean(value.ADMIN_EMAIL) !== Boolean(value.ADMIN_PASSWORD)) {
    throw new ConfigError([
      `${value.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: must be set together with ${value.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'}`,
    ]);
  }
  // The metrics have a listener of their own so that they are never served to the public: the app's
  // port cannot be it (0 asks the OS for a free port, so two zeros never collide).
  if (
    value.METRICS_PORT !== undefined &&
    value.METRICS_PORT !== 0 &&
    value.METRICS_PORT === value.PORT
  ) {
    throw new ConfigError([
      "METRICS_PORT: must differ from PORT (metrics are never served on the app's port)",
    ]);
  }
  // Node checks the headers' time against the whole request's: a smaller request timeout would
  // never let the headers' own take effect.
  if (value.REQUEST_TIMEOUT_MS < value.HEADERS_TIMEOUT_MS) {
    throw new ConfigError(['REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS']);
  }
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  // Listening on every interface says nothing about where a browser should go; localhost does.
  const browserHost = ['0.0.0.0', '::'].includes(value.HOST) ? 'localhost' : value.HOST;
  const publicUrl = (value.PUBLIC_URL ?? `http://${browserHost}:${value.PORT}`).replace(/\/+$/, '');
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: absolute(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    logLevel: value.LOG_LEVEL,
    publicUrl,
    webDistDir: value.WEB_DIST_DIR ? absolute(value.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    rateLimitMax: value.RATE_LIMIT_MAX,
    trustProxy: value.TRUST_PROXY,
    insecureHttp: !publicUrl.startsWith('https://'),
    publicConfig: {
      portfolioUrl: value.PORTFOLIO_URL,
      findRepresentativeUrl: value.FIND_REPRESENTATIVE_URL,
      customerServicePhone: value.CUSTOMER_SERVICE_PHONE,
      idleTimeoutMs: value.IDLE_TIMEOUT_MS,
    },
    shutdownDrainMs: value.SHUTDOWN_DRAIN_MS,
    connections: {
      headersTimeoutMs: value.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
      maxPerAddress:
        value.MAX_CONNECTIONS_PER_ADDRESS ??
        (value.TRUST_PROXY > 0 ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    },
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    initialAdmin:
      value.ADMIN_EMAIL && value.ADMIN_PASSWORD
        ? { email: value.ADMIN_EMAIL, password: value.ADMIN_PASSWORD }
        : undefined,
    metrics:
      value.METRICS_PORT === undefined
        ? undefined
        : { port: value.METRICS_PORT, host: value.METRICS_HOST },
    surveyEventRetentionDays: value.SURVEY_EVENT_RETENTION_DAYS,
  };
}

/** Parses process.env, or prints every problem and exits 1: a server with a bad config must not start. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
