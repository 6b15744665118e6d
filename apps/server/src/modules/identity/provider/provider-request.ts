import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The raw request as the provider should see it. The provider builds its URLs and decides whether to
 * mark cookies Secure from the forwarded headers (it runs with `proxy = true`); here those headers are
 * set from PUBLIC_URL and the client address Fastify trusted, overwriting anything the client sent.
 * So the provider's view matches the app's with or without a TLS proxy in front, and a client cannot
 * choose the host in the provider's redirects.
 */
export function forProvider(request: FastifyRequest, publicUrl: URL): IncomingMessage {
  const { headers } = request.raw;
  headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  headers['x-forwarded-host'] = publicUrl.host;
  headers['x-forwarded-for'] = request.ip;
  return request.raw;
}
