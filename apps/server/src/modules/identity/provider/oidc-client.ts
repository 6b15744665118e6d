import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';

type FetchBody = client.CustomFetchOptions['body'];

async function bodyText(body: FetchBody): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** Statuses whose responses may not carry a body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch for openid-client that hands requests for our own origin to `app.inject`: the server talks
 * to its embedded provider without a network hop, so it works behind any proxy or firewall and whatever
 * address the server listens on. Any other origin (an external identity provider, should one replace
 * ours) goes over the network as usual.
 */
export function inProcessFetch(app: FastifyInstance, origin: string): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin) {
      return fetch(url, options);
    }
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: options.headers,
      payload: await bodyText(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

export interface OidcClientOptions {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/**
 * The server's OIDC client configuration, discovered from the issuer on first use (the provider can
 * only answer once the app is ready) and then kept. A failed discovery is retried on the next call.
 */
export function oidcClientConfiguration(
  app: FastifyInstance,
  { issuer, clientId, clientSecret }: OidcClientOptions,
): () => Promise<client.Configuration> {
  const issuerUrl = new URL(issuer);
  let discovered: Promise<client.Configuration> | undefined;
  return () => {
    discovered ??= client
      .discovery(issuerUrl, clientId, undefined, client.ClientSecretBasic(clientSecret), {
        [client.customFetch]: inProcessFetch(app, issuerUrl.origin),
        // Plain http is for local use (PUBLIC_URL http://localhost:3000); https everywhere else.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only as a warning sign; plain http issuers are exactly its use
        ...(issuerUrl.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
}
