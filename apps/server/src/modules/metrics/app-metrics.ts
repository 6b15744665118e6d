import type { SurveyResponse } from '@transmission-spec/domain';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout, type Database, type DatabaseLoad, type Db } from '../../db/database.js';
import { readOutboxBacklog, type OutboxBacklog } from '../mail/mail.service.js';

type PostgresLoad = Extract<DatabaseLoad, { driver: 'postgres' }>;

/**
 * The figures the Prometheus endpoint shows (decision 071), on a registry of this app's own: tests
 * build several apps in one process, and prom-client's global registry would refuse the second.
 */

/** Prefix of the app's own metrics; Node's and the process's keep prom-client's standard names. */
const PREFIX = 'transmission_spec_';

/**
 * Seconds, as Prometheus wants, in buckets for this app: health answers in well under a millisecond,
 * a survey in a few, a spec list or save in tens, a PDF image upload or a slow database in hundreds.
 */
const REQUEST_BUCKETS_SECONDS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** A scrape must answer even when the database does not: the backlog is then left out. */
const OUTBOX_QUERY_TIMEOUT_MS = 2000;

/** The route label of a request no route matched (a 404, or a page the web app answers). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The outcomes a survey can have, each counted from 0 so a rate() sees it from the first scrape. */
const SURVEY_OUTCOMES: readonly { type: SurveyResponse['type']; reason: string }[] = [
  { type: 'Transmission', reason: 'none' },
  { type: 'NoTransmission', reason: 'portfolioEmpty' },
  { type: 'NoTransmission', reason: 'unsupportedAnswers' },
  { type: 'Error', reason: 'none' },
];

export interface AppMetrics {
  readonly registry: Registry;
  /** One answered request: route is the route's pattern (never the raw URL), seconds its duration. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** One survey answered, by outcome. */
  countSurvey(response: SurveyResponse): void;
}

export interface AppMetricsSources {
  readonly database: Database;
  readonly db: Db;
  readonly log: FastifyBaseLogger;
}

/** A gauge whose value is read when Prometheus scrapes; `read` returning undefined leaves it out. */
function gaugeOnScrape(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | undefined | Promise<number | undefined>,
): void {
  new Gauge({
    name: `${PREFIX}${name}`,
    help,
    registers: [registry],
    async collect() {
      const value = await read();
      if (value === undefined) this.reset();
      else this.set(value);
    },
  });
}

function databaseGauges(registry: Registry, database: Database): void {
  if (database.load().driver === 'pglite') {
    gaugeOnScrape(
      registry,
      'db_pglite_pending_operations',
      'Queries and transactions handed to the embedded database and not finished: it runs one at a time, the rest wait',
      () => {
        const load = database.load();
        return load.driver === 'pglite' ? load.pending : undefined;
      },
    );
    return;
  }
  const pool = (read: (load: PostgresLoad) => number) => () => {
    const load = database.load();
    return load.driver === 'postgres' ? read(load) : undefined;
  };
  gaugeOnScrape(
    registry,
    'db_pool_connections',
    'PostgreSQL connections the pool holds, in use or idle (at most 10)',
    pool((load) => load.connections),
  );
  gaugeOnScrape(
    registry,
    'db_pool_idle_connections',
    'PostgreSQL connections idle in the pool',
    pool((load) => load.idle),
  );
  gaugeOnScrape(
    registry,
    'db_pool_waiting_queries',
    'Queries waiting for a free PostgreSQL connection',
    pool((load) => load.waiting),
  );
}

function outboxGauges(registry: Registry, db: Db, log: FastifyBaseLogger): void {
  // Both gauges come from one query: a scrape collects every metric at once, and the first to ask
  // starts the query the other shares.
  let reading: Promise<OutboxBacklog | undefined> | undefined;
  const read = () => {
    reading ??= withTimeout(readOutboxBacklog(db), OUTBOX_QUERY_TIMEOUT_MS, 'outbox backlog')
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: could not read the mail outbox backlog');
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  // A database that does not answer leaves both out rather than showing stale figures.
  gaugeOnScrape(
    registry,
    'mail_outbox_pending_messages',
    'Mail waiting to be sent: not yet tried, or waiting for a retry',
    async () => (await read())?.pending,
  );
  gaugeOnScrape(
    registry,
    'mail_outbox_oldest_pending_seconds',
    'Age of the oldest mail waiting to be sent (0 when none is)',
    async () => (await read())?.oldestPendingSeconds,
  );
}

export function createAppMetrics({ database, db, log }: AppMetricsSources): AppMetrics {
  const registry = new Registry();
  // Event-loop lag, heap, GC, CPU, handles: prom-client's standard Node.js figures. The lag is
  // sampled every 20 ms rather than prom-client's 10: 50 samples a second are plenty between scrapes,
  // and the 10 ms timer alone cost an idle process about 5 ms of CPU a second on the bench machine.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from request received to response sent, by method, route pattern and status (its _count counts the requests)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS_SECONDS,
    registers: [registry],
  });
  const surveys = new Counter({
    name: `${PREFIX}survey_outcomes_total`,
    help: 'Surveys answered, by result type and, for NoTransmission, the reason',
    labelNames: ['type', 'reason'] as const,
    registers: [registry],
  });
  for (const outcome of SURVEY_OUTCOMES) surveys.labels(outcome.type, outcome.reason).inc(0);
  databaseGauges(registry, database);
  outboxGauges(registry, db, log);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.labels(method, route, String(statusCode)).observe(seconds);
    },
    countSurvey(response) {
      surveys.labels(response.type, response.reason?.kind ?? 'none').inc();
    },
  };
}
