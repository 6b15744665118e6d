import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { TokenEndpointResponse } from 'openid-client';
import type { AppConfig } from '../../config/env.js';
import { TOKEN_TTL } from './provider.js';

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

/** A cleared cookie can arrive empty; it counts as absent. */
const present = (value: string | undefined) => (value === '' ? undefined : value);

export function readTokenCookies(cookies: Record<string, string | undefined>): TokenCookieValues {
  return {
    access: present(cookies[TOKEN_COOKIES.access]),
    refresh: present(cookies[TOKEN_COOKIES.refresh]),
    id: present(cookies[TOKEN_COOKIES.id]),
  };
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
