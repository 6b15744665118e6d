import fp from 'fastify-plugin';
import { createIdentityService, type IdentityService } from './identity.service.js';
import { sweepExpiredPayloads } from './identity.repository.js';
import { oidcClientConfiguration } from './provider/oidc-client.js';
import { createIdentityProvider } from './provider/provider.js';
import { mountProvider } from './provider/provider-mount.js';
import { loadOrCreateProviderSecrets } from './provider/provider-secrets.js';
import { createSessionActivity, type SessionActivity } from './session/session-activity.js';
import { listeningSessionCache } from './session/session-cache.js';
import { createSignInLimiter, type SignInLimiter } from './sign-in-rate-limit.js';

export interface Sessions {
  /** Makes every token and provider session of the user stop working (e.g. after a password reset). */
  endAllForUser(userId: string): Promise<void>;
  /** The account's roles, name, e-mail or units changed: its next request here reads it afresh. */
  accountChanged(userId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    sessions: Sessions;
    /** Password sign-in limits, shared by the sign-in screen and POST /api/security/token. */
    signInLimiter: SignInLimiter;
    /** The server-side idle timeout: each use of a sign-in is recorded, an idle one is ended. */
    sessionActivity: SessionActivity;
  }
}

/** Expired provider rows are invisible already; sweeping them only keeps the table small. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The embedded OpenID Provider under /oidc (keys and client secret from the database, created on the
 * first start), the server's own OIDC client of it, and `app.sessions`.
 */
export const identityPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'identity' });
    const secrets = await loadOrCreateProviderSecrets(app.db);
    const sessionCache = await listeningSessionCache(app.database);
    const { provider, issuer, clientId, clientSecret } = createIdentityProvider({
      config: app.config,
      db: app.db,
      secrets,
      log,
      revoked: sessionCache,
    });
    mountProvider(app, provider);

    const identity = createIdentityService({
      provider,
      db: app.db,
      publicUrl: app.config.publicUrl,
      insecureHttp: app.config.insecureHttp,
      clientConfiguration: oidcClientConfiguration(app, { issuer, clientId, clientSecret }),
      sessionCache,
    });
    app.decorate('identity', identity);
    app.decorate('sessions', {
      endAllForUser: (userId: string) => identity.endAllForUser(userId),
      accountChanged: (userId: string) => {
        identity.accountChanged(userId);
      },
    } satisfies Sessions);
    app.decorate('signInLimiter', createSignInLimiter(app));
    app.decorate(
      'sessionActivity',
      createSessionActivity(app.db, app.config.publicConfig.idleTimeoutMs),
    );

    const sweep = setInterval(() => {
      sweepExpiredPayloads(app.db).catch((error: unknown) => {
        log.warn({ err: error }, 'sweeping expired identity rows failed');
      });
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(sweep);
      done();
    });
  },
  {
    name: 'identity',
    fastify: '5.x',
    dependencies: ['config', 'db', 'cookies', 'rate-limit', 'security-events'],
  },
);
