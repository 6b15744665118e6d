import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@transmission-spec/domain';

/** Fetches a CSRF cookie the way the browser app does, and returns the headers a mutation needs. */
export async function csrfHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: '/api/config' });
  const token = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  if (!token) throw new Error('no csrf-token cookie was set');
  return { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token };
}
