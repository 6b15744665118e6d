import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_PREFIX } from './provider.js';
import { forProvider } from './provider-request.js';
import { addressRateLimit } from './sign-in-rate-limit.js';

/** Express' and Koa's mounts record the full path here; oidc-provider reads it to know its prefix. */
type MountedRequest = FastifyRequest['raw'] & { originalUrl?: string };

/**
 * Serves the provider under /oidc. The reply is hijacked in onRequest, before Fastify reads the body
 * (the provider parses its own form posts), and the raw request goes to the provider's Koa handler
 * with the /oidc prefix stripped, as its mounting guide asks, and the full URL kept in originalUrl.
 */
export function mountProvider(app: FastifyInstance, provider: Provider): void {
  const callback = provider.callback();
  const publicUrl = new URL(app.config.publicUrl);
  // Every authorization request stores an open sign-in, so browsers get the /api budget per address.
  // The token, revocation and discovery endpoints only ever hear from this server (in-process) and
  // from nothing that lacks the client secret, so they are not counted.
  const authorizationLimit = addressRateLimit(
    app,
    'oidc-authorization',
    app.config.rateLimitMax,
    60 * 1000,
  );
  const authorizationPath = `${OIDC_PREFIX}${provider.pathFor('authorization', { mountPath: '' })}`;

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(authorizationPath)) await authorizationLimit(request, reply);
    reply.hijack();
    const raw = forProvider(request, publicUrl) as MountedRequest;
    const url = raw.url ?? OIDC_PREFIX;
    const rest = url.slice(OIDC_PREFIX.length);
    raw.originalUrl = url;
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    await callback(raw, reply.raw);
  };

  for (const url of [OIDC_PREFIX, `${OIDC_PREFIX}/*`]) {
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url,
      schema: { hide: true },
      onRequest: handOver,
      handler: () => {
        throw new Error('the identity provider answers in onRequest');
      },
    });
  }
}
