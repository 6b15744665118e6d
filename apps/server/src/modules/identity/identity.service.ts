import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import * as client from 'openid-client';
import type { Db } from '../../db/database.js';
import { DatabaseUnavailableError } from '../../errors/database-unavailable.js';
import { findUserById } from '../accounts/user.service.js';
import { authenticate } from './credentials.js';
import { destroyAccountPayloads } from './identity.repository.js';
import { CLIENT_SCOPE, PASSWORD_GRANT_TYPE } from './provider/password-grant.js';
import { CLIENT_ID } from './provider/provider-settings.js';
import { forProvider } from './provider/provider-request.js';
import type { SessionCache, SignedInSession } from './session/session-cache.js';
import type { SignedInUser } from '../../plugins/auth.js';
import { toSignedInUser } from './session/signed-in-user.js';
import type { TokenCookieValues } from './session/token-cookies.js';

/**
 * What the routes need from the identity provider and the server's client of it: sign in, refresh,
 * sign out, and who an access token belongs to. Token requests go through openid-client against our
 * own provider (in-process), exactly as they would against an external one.
 */
export interface IdentityService {
  readonly provider: Provider;
  /** The server's OIDC client configuration (discovered on first use). */
  clientConfiguration(): Promise<client.Configuration>;
  /** The signed-in user for an access token, or undefined if it is unknown, expired or revoked. */
  userForAccessToken(accessToken: string): Promise<SignedInUser | undefined>;
  /** The user and the sign-in (grant) behind an access token; undefined as for userForAccessToken. */
  sessionForAccessToken(accessToken: string): Promise<SignedInSession | undefined>;
  /**
   * Who an unexpired refresh token belongs to, and when it was used up if it was (seconds since the
   * epoch); undefined when it is unknown, expired or revoked.
   */
  inspectRefreshToken(refreshToken: string): Promise<RefreshTokenOwner | undefined>;
  /**
   * The account id for this e-mail and password, or undefined when either is wrong (the sign-in
   * screen's check, before it completes the provider's interaction).
   */
  checkPassword(email: string, password: string): Promise<{ id: string } | undefined>;
  /** Password sign-in through the token endpoint; undefined when the e-mail or password is wrong. */
  signInWithPassword(
    email: string,
    password: string,
  ): Promise<client.TokenEndpointResponse | undefined>;
  /** New tokens for a refresh token (which is then used up); undefined when it is no longer valid. */
  refresh(refreshToken: string): Promise<client.TokenEndpointResponse | undefined>;
  /**
   * Signs a browser out: revokes its tokens (and with them the grant) and ends its provider session,
   * if the request carries one. Resolves only once all of it is done; otherwise it throws (a
   * DatabaseUnavailableError during an outage) and the caller must not say the user is signed out
   * (decision 080). Every step may be repeated, so trying again finishes what a failure left.
   */
  signOut(request: FastifyRequest, reply: FastifyReply, tokens: TokenCookieValues): Promise<void>;
  /** Ends every session of an account: all its tokens, grants and provider sessions stop working. */
  endAllForUser(userId: string): Promise<void>;
  /**
   * The account's roles, name, e-mail or units were just changed here: this instance's next request
   * reads it afresh (other instances hear of it from the database).
   */
  accountChanged(userId: string): void;
}

export interface RefreshTokenOwner {
  readonly user: SignedInUser;
  readonly grantId: string;
  readonly consumedAt: number | undefined;
}

export interface IdentityServiceOptions {
  readonly provider: Provider;
  readonly db: Db;
  readonly publicUrl: string;
  readonly insecureHttp: boolean;
  readonly clientConfiguration: () => Promise<client.Configuration>;
  /** Access token -> session, kept briefly and forgotten on every change (decision 065). */
  readonly sessionCache: SessionCache;
}

/** invalid_grant is the token endpoint's "no": wrong password, unknown, expired or reused token. */
function isInvalidGrant(error: unknown): boolean {
  return error instanceof client.ResponseBodyError && error.error === 'invalid_grant';
}

/**
 * The provider answered 503 because its database is away (provider.ts): the same outage as any
 * other, to be answered 503 with Retry-After. Any other error passes through unchanged.
 */
export function outageOrSelf(error: unknown): unknown {
  // openid-client reports an OAuth error body as a ResponseBodyError, and other unexpected answers
  // (the revocation endpoint's) with the Response itself as the cause.
  const cause = (error as { cause?: unknown } | null)?.cause;
  const status =
    error instanceof client.ResponseBodyError
      ? error.status
      : cause instanceof Response
        ? cause.status
        : undefined;
  return status === 503
    ? new DatabaseUnavailableError('the identity provider cannot reach its database')
    : error;
}

export function createIdentityService({
  provider,
  db,
  publicUrl,
  insecureHttp,
  clientConfiguration,
  sessionCache,
}: IdentityServiceOptions): IdentityService {
  const publicOrigin = new URL(publicUrl);
  const sessionCookie = provider.cookieName('session');

  /** Resolves once the provider revoked the token (or says it is unknown); throws otherwise. */
  async function revoke(token: string, hint: 'access_token' | 'refresh_token') {
    try {
      await client.tokenRevocation(await clientConfiguration(), token, { token_type_hint: hint });
    } catch (error) {
      throw outageOrSelf(error);
    }
  }

  /**
   * What the provider's end_session confirmation does, done here so sign-out needs no provider page:
   * revoke the grants of the browser's provider session, delete the session, and drop its cookie.
   */
  async function endProviderSession(request: FastifyRequest, reply: FastifyReply) {
    if (!request.cookies[sessionCookie]) return;
    const ctx = provider.createContext(forProvider(request, publicOrigin), reply.raw);
    // Signed with the provider's cookie keys: a forged session id reads as none.
    const sessionId = ctx.cookies.get(sessionCookie, { signed: true });
    const session = sessionId ? await provider.Session.find(sessionId) : undefined;
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !insecureHttp,
    } as const;
    const dropCookie = () => {
      void reply.clearCookie(sessionCookie, cookieOptions);
      void reply.clearCookie(`${sessionCookie}.sig`, cookieOptions);
    };
    // The cookie goes only once the session is gone: a failure below must leave it as it was.
    if (!session) {
      dropCookie();
      return;
    }
    await Promise.all(
      Object.values(session.authorizations ?? {}).map(async ({ grantId }) => {
        if (!grantId) return;
        const grant = await provider.Grant.find(grantId);
        await Promise.all([
          provider.AccessToken.revokeByGrantId(grantId),
          provider.RefreshToken.revokeByGrantId(grantId),
          provider.AuthorizationCode.revokeByGrantId(grantId),
          grant?.destroy(),
        ]);
      }),
    );
    await session.destroy();
    dropCookie();
  }

  return {
    provider,
    clientConfiguration,

    async userForAccessToken(accessToken) {
      return (await this.sessionForAccessToken(accessToken))?.user;
    },

    sessionForAccessToken(accessToken) {
      return sessionCache.sessionFor(accessToken, async () => {
        const token = await provider.AccessToken.find(accessToken);
        if (!token || token.isExpired || token.clientId !== CLIENT_ID || !token.grantId) {
          return undefined;
        }
        const user = await findUserById(db, token.accountId);
        if (!user) return undefined;
        return {
          session: { user: toSignedInUser(user), grantId: token.grantId },
          expiresAtMs: (token.exp ?? 0) * 1000,
        };
      });
    },

    async inspectRefreshToken(refreshToken) {
      const token = await provider.RefreshToken.find(refreshToken);
      if (!token || token.isExpired || token.clientId !== CLIENT_ID || !token.grantId) {
        return undefined;
      }
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      const { consumed } = token;
      return {
        user: toSignedInUser(user),
        grantId: token.grantId,
        consumedAt: typeof consumed === 'number' ? consumed : consumed ? 0 : undefined,
      };
    },

    async checkPassword(email, password) {
      const user = await authenticate(db, email, password);
      return user ? { id: user.id } : undefined;
    },

    async signInWithPassword(email, password) {
      try {
        return await client.genericGrantRequest(await clientConfiguration(), PASSWORD_GRANT_TYPE, {
          username: email,
          password,
          scope: CLIENT_SCOPE,
        });
      } catch (error) {
        if (isInvalidGrant(error)) return undefined;
        throw outageOrSelf(error);
      }
    },

    async refresh(refreshToken) {
      try {
        return await client.refreshTokenGrant(await clientConfiguration(), refreshToken);
      } catch (error) {
        if (isInvalidGrant(error)) return undefined;
        throw outageOrSelf(error);
      }
    },

    async signOut(request, reply, tokens) {
      // Revoking the refresh token revokes its whole grant, the access token included.
      if (tokens.refresh) await revoke(tokens.refresh, 'refresh_token');
      if (tokens.access) await revoke(tokens.access, 'access_token');
      await endProviderSession(request, reply);
    },

    async endAllForUser(userId) {
      await destroyAccountPayloads(db, userId);
      sessionCache.forgetUser(userId);
    },

    accountChanged(userId) {
      sessionCache.forgetUser(userId);
    },
  };
}
