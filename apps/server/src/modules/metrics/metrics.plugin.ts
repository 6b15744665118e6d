import type { SurveyResponse } from '@transmission-spec/domain';
import fp from 'fastify-plugin';
import { createAppMetrics, UNMATCHED_ROUTE } from './app-metrics.js';
import { startMetricsServer } from './metrics-server.js';

/** What the rest of the app tells the metrics; with metrics off it does nothing. */
export interface MetricsRecorder {
  /** The metrics listener's port; undefined when METRICS_PORT is unset. */
  readonly port: number | undefined;
  countSurvey(response: SurveyResponse): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRecorder;
  }
}

const OFF: MetricsRecorder = { port: undefined, countSurvey: () => undefined };

/**
 * Prometheus metrics (decision 071), off unless METRICS_PORT is set: then a listener of its own on
 * METRICS_HOST:METRICS_PORT serves GET /metrics, and one onResponse hook times every request by its
 * route pattern. Registered before the routes, after the database (whose load it reads); the
 * listener closes with the app.
 */
export const metricsPlugin = fp(
  async (app) => {
    const options = app.config.metrics;
    if (!options) {
      app.decorate('metrics', OFF);
      return;
    }
    const metrics = createAppMetrics({
      database: app.database,
      db: app.db,
      log: app.log.child({ module: 'metrics' }),
    });
    const server = await startMetricsServer(metrics.registry, options.host, options.port);
    app.addHook('onClose', () => server.close());
    app.log.info(
      { metrics: `http://${options.host}:${String(server.port)}/metrics` },
      'metrics listening',
    );

    // The route's pattern (/api/surveyresult/:id), never the URL: one series per route, not per id.
    // reply.elapsedTime is Fastify's own clock, the one the access log reports.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.decorate('metrics', {
      port: server.port,
      countSurvey: (response) => {
        metrics.countSurvey(response);
      },
    } satisfies MetricsRecorder);
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['config', 'db'] },
);
