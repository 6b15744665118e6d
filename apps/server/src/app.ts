import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import { loggerOptions, OneLinePerRequest } from './logging.js';
import { initialAdminPlugin } from './modules/accounts/initial-admin.plugin.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { identityRoutes } from './modules/identity/routes/identity.routes.js';
import { sessionPlugin } from './modules/identity/session/session.plugin.js';
import { TOKEN_COOKIES } from './modules/identity/session/token-cookies.js';
import { loadOrCreateProviderSecrets } from './modules/identity/provider/provider-secrets.js';
import { identityPlugin } from './modules/identity/identity.plugin.js';
import { insightsPlugin } from './modules/insights/insights.plugin.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { metricsPlugin } from './modules/metrics/metrics.plugin.js';
import { securityRoutes } from './modules/identity/routes/security.routes.js';
import { passwordResetPlugin } from './modules/password-reset/password-reset.plugin.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.js';
import { registrationPlugin } from './modules/registration/registration.plugin.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { surveyPlugin } from './modules/survey/survey.plugin.js';
import { surveyRoutes } from './modules/survey/survey.routes.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { specPlugin } from './modules/specs/spec.plugin.js';
import { specRoutes } from './modules/specs/spec.routes.js';
import { specSharePlugin } from './modules/spec-share/spec-share.plugin.js';
import { specShareRoutes } from './modules/spec-share/spec-share.routes.js';
import { seedSampleCatalogue } from './modules/transmission/catalogue-seed.js';
import { transmissionPlugin } from './modules/transmission/transmission.plugin.js';
import { transmissionRoutes } from './modules/transmission/transmission.routes.js';
import { userExportPlugin } from './modules/user-export/user-export.plugin.js';
import { userExportRoutes } from './modules/user-export/user-export.routes.js';
import { apiCompressionPlugin } from './plugins/api-compression.js';
import { authPlugin } from './plugins/auth.js';
import { BODY_LIMITS } from './plugins/body-limits.js';
import { configPlugin } from './plugins/config.js';
import {
  connectionLimitsPlugin,
  connectionsCheckingIntervalMs,
} from './plugins/connection-limits.js';
import { cookiesPlugin } from './plugins/cookies.js';
import { csrfPlugin } from './plugins/csrf.js';
import { securityEventsPlugin } from './modules/security-events/security-events.plugin.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { jsonBodyParserPlugin } from './plugins/json-body-parser.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { requestIdPlugin } from './plugins/request-id.js';
import { securityPlugin } from './plugins/security.js';
import { mailPlugin, type MailPluginOptions } from './modules/mail/mail.plugin.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { webPlugin } from './plugins/web.js';

export interface AppOptions {
  readonly config: AppConfig;
  /** Tests shorten the mail retry and poll intervals. */
  readonly mail?: MailPluginOptions;
}

/**
 * The whole application as one plugin: cross-cutting plugins first (each named, declaring what it
 * needs), then the API modules under /api, then the web app, which answers whatever is left.
 * Wrapped with fastify-plugin so its decorators (db, config) are visible on the instance it is
 * registered on, as tests and server.ts expect.
 */
export const transmissionSpecApp = fp<AppOptions>(
  async (app, { config, mail }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);

    await app.register(configPlugin, { config });
    await app.register(gracefulClosePlugin);
    await app.register(connectionLimitsPlugin);
    await app.register(requestIdPlugin);
    await app.register(errorHandlerPlugin);
    // Before any route scope exists: each copies the parsers it inherits when it is created.
    await app.register(jsonBodyParserPlugin);
    await app.register(securityPlugin);
    await app.register(cookiesPlugin);
    await app.register(rateLimitPlugin);
    await app.register(swaggerPlugin, { sessionCookie: TOKEN_COOKIES.access });
    await app.register(dbPlugin, { seed: seedSampleCatalogue });
    // Before the routes, so its one onResponse hook times them all (off without METRICS_PORT).
    await app.register(metricsPlugin);
    // After the database: its key is derived from the secrets kept there.
    await app.register(csrfPlugin, {
      loadSecret: async (db) => (await loadOrCreateProviderSecrets(db)).cookieKeys[0] ?? '',
    });
    await app.register(securityEventsPlugin);
    await app.register(surveyPlugin);
    await app.register(mailPlugin, mail ?? {});
    await app.register(identityPlugin);
    await app.register(authPlugin);
    await app.register(sessionPlugin);
    await app.register(initialAdminPlugin);
    // The services the routes call, one named plugin each (decision 035).
    await app.register(specPlugin);
    await app.register(specSharePlugin);
    await app.register(transmissionPlugin);
    await app.register(userExportPlugin);
    await app.register(insightsPlugin);
    await app.register(registrationPlugin);
    await app.register(passwordResetPlugin);

    await app.register(
      async (api) => {
        await api.register(apiCompressionPlugin);
        await api.register(healthRoutes);
        await api.register(publicConfigRoutes);
        await api.register(surveyRoutes);
        await api.register(specRoutes);
        await api.register(specShareRoutes);
        await api.register(transmissionRoutes);
        await api.register(userExportRoutes);
        await api.register(insightsRoutes);
        await api.register(registrationRoutes);
        await api.register(passwordResetRoutes);
        await api.register(securityRoutes);
      },
      { prefix: '/api' },
    );
    await app.register(identityRoutes);

    await app.register(webPlugin);
  },
  { name: 'transmission-spec', fastify: '5.x' },
);

export interface BuildOptions {
  /** Where log lines go (stdout by default); tests pass a collector. */
  readonly logStream?: { write(line: string): void };
  /** Registered after the app and before it is ready; tests use it to add routes of their own. */
  readonly extraPlugin?: FastifyPluginAsync | FastifyPluginCallback;
  /** Mail outbox timings (tests only). */
  readonly mail?: MailPluginOptions;
  /** Told of every route as it is registered; the access-matrix test lists the routes with it. */
  readonly onRoute?: (route: RouteOptions) => void;
}

/** Builds the app for `config` and waits until it is ready: migrated, seeded, routes registered. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    logController: new OneLinePerRequest(),
    // Believe X-Forwarded-For for exactly the configured number of hops (what a numeric trustProxy
    // means in Fastify, whose types only list the function form).
    trustProxy:
      config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Small: every route that reads a body names its own limit (plugins/body-limits.ts), so one
    // that forgets is refused large bodies rather than handed megabytes to parse.
    bodyLimit: BODY_LIMITS.default,
    // A request id from the client is only trusted when a proxy we trust sets it.
    requestIdHeader: config.trustProxy > 0 ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    // While closing (SIGTERM in a rolling deploy), a request that still arrives on an open keep-alive
    // connection is served, with Connection: close, instead of Fastify's bare 503 (not our error
    // shape): a proxy cannot retry a save elsewhere once sent. See plugins/graceful-close.ts.
    return503OnClosing: false,
    // Slow clients (issue 24): headers must arrive within headersTimeoutMs and the whole request
    // within requestTimeoutMs, else Node answers 408 and closes the connection (Fastify's own
    // default turns the request timeout off). The per-address cap: plugins/connection-limits.ts.
    requestTimeout: config.connections.requestTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs(
        config.connections.headersTimeoutMs,
      ),
    },
    // A first start migrates, seeds and generates the provider's signing keys; on a busy 2-core
    // machine that can outlast avvio's 10 s default, which would abort a start that is only slow.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(transmissionSpecApp, {
    config,
    ...(options.mail ? { mail: options.mail } : {}),
  });
  if (options.extraPlugin) await app.register(options.extraPlugin);
  try {
    await app.ready();
  } catch (error) {
    // Release what did start (the database above all) so a failed build leaks nothing.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
