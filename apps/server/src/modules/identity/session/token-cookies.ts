import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenEndpointResponse } from 'openid-client';
import type { AppConfig } from '../../../config/env.js';
import { BASE64URL_VALUE, checkedCookie, JWT_VALUE } from '../../../plugins/checked-cookie.js';
import { TOKEN_TTL } from '../provider/provider-settings.js';

/**
 * The tokens of a signed-in browser, each in an httpOnly cookie: page scripts never see them. They
 * are kept for as long as the refresh token lives (not the access token's 15 minutes), so a request
 * with an expired access token still carries it and answers 401, which tells the web app to refresh.
 */
export const TOKEN_COOKIES = Object.freeze({
  access: 'ts_access',
  refresh: 'ts_refresh',
  id: 'ts_id',
});

export interface TokenCookieValues {
  readonly access: string | undefined;
  readonly refresh: string | undefined;
  readonly id: string | undefined;
}

export function tokenCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !config.insecureHttp,
  };
}

/**
 * The token cookies of a request. Access and refresh tokens are the provider's opaque base64url
 * strings and the ID token a JWT: a value of any other shape (a NUL, bad UTF-8, 7 KB of junk) counts
 * as absent and never reaches a lookup (checked-cookie.ts). Empty counts as absent too.
 */
export function readTokenCookies(request: FastifyRequest): TokenCookieValues {
  return {
    access: checkedCookie(request, TOKEN_COOKIES.access, BASE64URL_VALUE),
    refresh: checkedCookie(request, TOKEN_COOKIES.refresh, BASE64URL_VALUE),
    id: checkedCookie(request, TOKEN_COOKIES.id, JWT_VALUE),
  };
}

/** The access-token cookie alone (the auth hook's read on every /api request). */
export function readAccessTokenCookie(request: FastifyRequest): string | undefined {
  return checkedCookie(request, TOKEN_COOKIES.access, BASE64URL_VALUE);
}

/** The refresh-token cookie alone. */
export function readRefreshTokenCookie(request: FastifyRequest): string | undefined {
  return checkedCookie(request, TOKEN_COOKIES.refresh, BASE64URL_VALUE);
}

/** Stores a token response (code exchange, password grant or refresh) in the cookies. */
export function setTokenCookies(
  reply: FastifyReply,
  config: AppConfig,
  tokens: TokenEndpointResponse,
): void {
  const options = { ...tokenCookieOptions(config), maxAge: TOKEN_TTL.refreshToken };
  void reply.setCookie(TOKEN_COOKIES.access, tokens.access_token, options);
  if (tokens.refresh_token)
    void reply.setCookie(TOKEN_COOKIES.refresh, tokens.refresh_token, options);
  if (tokens.id_token) void reply.setCookie(TOKEN_COOKIES.id, tokens.id_token, options);
}

export function clearTokenCookies(reply: FastifyReply, config: AppConfig): void {
  const options = tokenCookieOptions(config);
  for (const name of Object.values(TOKEN_COOKIES)) void reply.clearCookie(name, options);
}
