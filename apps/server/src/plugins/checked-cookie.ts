import type { FastifyRequest } from 'fastify';

/**
 * Cookies are input like any other (issue 24, item 4): a NUL in `ts_access` once reached a database
 * query and answered 500 with a stack. Every cookie value the server itself interprets is held to
 * the shape of what the server sets before anything else sees it; anything else counts as absent,
 * which each reader then answers as it answers a missing cookie (401, 403 or a new pair), and is
 * logged as one info line per cookie and request (the name only: the value is the client's).
 */

/** Opaque tokens, CSRF session ids and tokens, login states: base64url, as the server makes them. */
export const BASE64URL_VALUE = /^[A-Za-z0-9_-]{1,512}$/;

/** A JWT (the ID token): three base64url parts, bounded far above what the provider issues. */
export const JWT_VALUE = /^[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{0,1024}$/;

/** The cookies of a request already reported as malformed, so each is logged once. */
const reported = new WeakMap<FastifyRequest, Set<string>>();

/**
 * The value of cookie `name` when it has the shape `pattern` allows; undefined when it is absent,
 * empty (a cleared cookie can arrive empty) or malformed.
 */
export function checkedCookie(
  request: FastifyRequest,
  name: string,
  pattern: RegExp,
): string | undefined {
  const value = request.cookies[name];
  if (value === undefined || value === '') return undefined;
  if (pattern.test(value)) return value;
  const names = reported.get(request) ?? new Set<string>();
  if (!names.has(name)) {
    names.add(name);
    reported.set(request, names);
    request.log.info({ cookie: name, length: value.length }, 'malformed cookie refused');
  }
  return undefined;
}
