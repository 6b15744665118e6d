import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_COOKIE_HTTPS, CSRF_HEADER } from '@transmission-spec/domain';

/**
 * Fetches a CSRF token the way the browser app does, and returns the headers a mutation needs:
 * `cookie` (the token cookie and the session cookie it is bound to) and the X-CSRF-Token header.
 */
export async function csrfHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: '/api/config' });
  const token = response.cookies.find(
    (cookie) => cookie.name === CSRF_COOKIE || cookie.name === CSRF_COOKIE_HTTPS,
  )?.value;
  if (!token) throw new Error('no CSRF token cookie was set');
  const cookie = response.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return { cookie, [CSRF_HEADER]: token };
}
