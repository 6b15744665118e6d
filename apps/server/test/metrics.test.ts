import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.js';
import { csrfHeaders } from './helpers/csrf.js';
import { buildDoorToDoorRefuseAnswers, buildLinehaulAnswers } from './helpers/survey-answers.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * The Prometheus endpoint (decision 071): off unless METRICS_PORT is set, then on a listener of its
 * own, never on the app's port. METRICS_PORT=0 lets the OS choose a free port, as PORT=0 does.
 */

function listeningServers(): number {
  return process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap').length;
}

async function scrape(app: FastifyInstance, path = '/metrics') {
  const port = app.metrics.port;
  if (port === undefined) throw new Error('metrics are off');
  const response = await fetch(`http://127.0.0.1:${String(port)}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** The value of the sample whose name and labels are exactly `series`, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function postSurvey(app: FastifyInstance, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/survey',
    payload: body,
    headers: await csrfHeaders(app),
  });
}

describeEachDatabase('Prometheus metrics', (context) => {
  it('are off by default: no listener is opened, and the app port has no /metrics', async () => {
    const before = listeningServers();
    const app = await context.build();
    expect(listeningServers()).toBe(before);
    expect(app.metrics.port).toBeUndefined();
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
  });

  it('with METRICS_PORT, serve request timings by route pattern and status, survey outcomes, Node and database figures', async () => {
    const before = listeningServers();
    const app = await context.build({ METRICS_PORT: '0' });
    expect(listeningServers()).toBe(before + 1);

    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await postSurvey(app, buildLinehaulAnswers())).json()).toMatchObject({
      type: 'Transmission',
    });
    expect((await postSurvey(app, buildDoorToDoorRefuseAnswers())).json()).toMatchObject({
      type: 'NoTransmission',
      reason: { kind: 'unsupportedAnswers' },
    });
    const id = '7f3c2a9e-0000-4000-8000-000000000123';
    const spec = await app.inject({ method: 'GET', url: `/api/surveyresult/${id}` });
    expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);

    const { status, type, text } = await scrape(app);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const requests = 'transmission_spec_http_request_duration_seconds';
    expect(
      sample(text, `${requests}_count{method="GET",route="/api/health",status_code="200"}`),
    ).toBe(2);
    expect(
      sample(text, `${requests}_count{method="POST",route="/api/survey",status_code="200"}`),
    ).toBe(2);
    expect(
      sample(
        text,
        `${requests}_count{method="GET",route="/api/surveyresult/:id",status_code="${String(spec.statusCode)}"}`,
      ),
    ).toBe(1);
    expect(
      sample(text, `${requests}_count{method="GET",route="unmatched",status_code="404"}`),
    ).toBe(1);
    // The pattern, never the URL: no series per id or per unknown path.
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
    expect(text).toContain(
      `${requests}_bucket{le="0.005",method="GET",route="/api/health",status_code="200"}`,
    );

    expect(
      sample(text, 'transmission_spec_survey_outcomes_total{type="Transmission",reason="none"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'transmission_spec_survey_outcomes_total{type="NoTransmission",reason="unsupportedAnswers"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'transmission_spec_survey_outcomes_total{type="NoTransmission",reason="portfolioEmpty"}',
      ),
    ).toBe(0);

    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    if (context.kind === 'pglite') {
      expect(sample(text, 'transmission_spec_db_pglite_pending_operations')).toBeGreaterThanOrEqual(
        0,
      );
    } else {
      expect(sample(text, 'transmission_spec_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'transmission_spec_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'transmission_spec_db_pool_waiting_queries')).toBe(0);
    }
    expect(sample(text, 'transmission_spec_mail_outbox_pending_messages')).toBe(0);
    expect(sample(text, 'transmission_spec_mail_outbox_oldest_pending_seconds')).toBe(0);
  });

  it('count the mail waiting in the outbox', async () => {
    const app = await context.build({ METRICS_PORT: '0' }, { mail: { pollIntervalMs: 60_000 } });
    // Waiting for a retry an hour from now: pending, and not sent while the test looks.
    await app.db.insert(mailOutbox).values({
      to: 'fleet@example.com',
      subject: 'Waiting',
      html: '<p>Waiting</p>',
      text: 'Waiting',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      createdAt: new Date(Date.now() - 90_000),
    });
    const { text } = await scrape(app);
    expect(sample(text, 'transmission_spec_mail_outbox_pending_messages')).toBe(1);
    expect(
      sample(text, 'transmission_spec_mail_outbox_oldest_pending_seconds'),
    ).toBeGreaterThanOrEqual(90);
  });

  it('answer only GET /metrics on their port, and are not served on the app port, which answers as for any unknown path', async () => {
    const app = await context.build({ METRICS_PORT: '0' });
    expect((await scrape(app, '/')).status).toBe(404);
    expect((await scrape(app, '/api/health')).status).toBe(404);

    for (const url of ['/metrics', '/api/metrics']) {
      const unknown = url.replace('metrics', 'no-such-path');
      const [metrics, other] = await Promise.all([
        app.inject({ method: 'GET', url }),
        app.inject({ method: 'GET', url: unknown }),
      ]);
      expect(metrics.statusCode).toBe(404);
      expect(metrics.headers['content-type']).toBe(other.headers['content-type']);
      expect(metrics.body).toBe(other.body);
    }
  });

  it('stop listening when the app closes', async () => {
    const app = await context.build({ METRICS_PORT: '0' });
    const port = app.metrics.port;
    expect((await scrape(app)).status).toBe(200);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${String(port)}/metrics`)).rejects.toThrow();
  });

  it('refuse to start, naming the variables, when the metrics port is taken', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      await expect(context.build({ METRICS_PORT: String(port) })).rejects.toThrow(
        `Cannot listen for metrics on 127.0.0.1:${String(port)} (METRICS_HOST, METRICS_PORT): another process is listening there (EADDRINUSE).`,
      );
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});
