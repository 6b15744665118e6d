import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { notFound } from '../../../errors/http-errors.js';
import { OIDC_PREFIX } from '../../../config/mount-paths.js';
import { forProvider } from './provider-request.js';
import { rateLimitHook } from '../../../plugins/rate-limit.js';

/** Express' and Koa's mounts record the full path here; oidc-provider reads it to know its prefix. */
type MountedRequest = FastifyRequest['raw'] & { originalUrl?: string };

/**
 * The provider's endpoints we use, exactly as spelled (oidc-provider's defaults). Its own router
 * ignores letter case and a trailing slash; Fastify's does not, so only these spellings reach it:
 * `/oidc/AUTH` cannot start a sign-in around the limit counted on `/oidc/auth`.
 */
const AUTHORIZATION_ROUTES = ['/auth', '/auth/:uid'];
const OTHER_ROUTES = [
  '/token',
  '/token/revocation',
  '/jwks',
  '/me',
  '/.well-known/openid-configuration',
];

/**
 * Serves the provider under /oidc. The reply is hijacked in onRequest, before Fastify reads the body
 * (the provider parses its own form posts), and the raw request goes to the provider's Koa handler
 * with the /oidc prefix stripped, as its mounting guide asks, and the full URL kept in originalUrl.
 */
export function mountProvider(app: FastifyInstance, provider: Provider): void {
  const callback = provider.callback();
  const publicUrl = new URL(app.config.publicUrl);
  // Every authorization request stores an open sign-in, so browsers get the /api budget per address;
  // any other path under /oidc (a misspelling, a probe) spends the same budget. The token,
  // revocation and discovery endpoints only ever hear from this server (in-process) and from nothing
  // that lacks the client secret, so they are not counted.
  const authorizationLimit = rateLimitHook(app, {
    name: 'oidc-authorization',
    max: app.config.rateLimitMax,
    windowMs: 60 * 1000,
  });

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = forProvider(request, publicUrl) as MountedRequest;
    const url = raw.url ?? OIDC_PREFIX;
    const rest = url.slice(OIDC_PREFIX.length);
    raw.originalUrl = url;
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    await callback(raw, reply.raw);
  };

  const mount = (
    path: string,
    onRequest: ((r: FastifyRequest, p: FastifyReply) => Promise<void>)[],
  ) => {
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${OIDC_PREFIX}${path}`,
      schema: { hide: true },
      onRequest,
      handler: () => {
        throw new Error('the identity provider answers in onRequest');
      },
    });
  };
  for (const path of AUTHORIZATION_ROUTES) mount(path, [authorizationLimit, handOver]);
  for (const path of OTHER_ROUTES) mount(path, [handOver]);

  // Anything else under /oidc, other spellings included, is not the provider's.
  for (const url of [OIDC_PREFIX, `${OIDC_PREFIX}/*`]) {
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url,
      schema: { hide: true },
      onRequest: authorizationLimit,
      handler: () => {
        throw notFound();
      },
    });
  }
}
