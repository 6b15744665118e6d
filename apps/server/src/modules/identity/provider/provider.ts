import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import Provider, {
  type Configuration,
  type FindAccount,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { API_ERRORS } from '@transmission-spec/domain';
import type { AppConfig } from '../../../config/env.js';
import { isDatabaseUnavailable, unavailableCause } from '../../../errors/database-unavailable.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../../errors/to-api-error.js';
import type { Db } from '../../../db/database.js';
import { OIDC_PREFIX } from '../../../config/mount-paths.js';
import { findUserById } from '../../accounts/user.service.js';
import { CLIENT_ID, LOGIN_CALLBACK_PATH, SIGN_IN_PATH, TOKEN_TTL } from './provider-settings.js';
import { databaseAdapterFactory, type RevocationListener } from './oidc-adapter.js';
import { CLIENT_SCOPE, PASSWORD_GRANT_TYPE, registerPasswordGrant } from './password-grant.js';
import type { ProviderSecrets } from './provider-secrets.js';

/** The provider's endpoints our own server calls as an OAuth client (the rest are browsers'). */
const CLIENT_ROUTES = new Set(['token', 'revocation', 'userinfo']);

/**
 * What the provider answers when its database is away, instead of its 500 "server_error" (or a
 * redirect to /error): 503 with Retry-After, as the rest of the API answers an outage (decision 015).
 * A browser's request (the authorization endpoint and its resume) gets the API's error shape; the
 * endpoints only our server calls get OAuth's `temporarily_unavailable`, which the identity service
 * turns into the same 503 (identity.service.ts).
 */
function answerUnavailable(ctx: KoaContextWithOIDC): void {
  const { status, message } = API_ERRORS.SERVICE_UNAVAILABLE;
  ctx.status = status;
  // renderError may have redirected already.
  ctx.remove('location');
  ctx.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  ctx.set('cache-control', 'no-store');
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = CLIENT_ROUTES.has(ctx.oidc.route)
    ? { error: 'temporarily_unavailable', error_description: message }
    : { code: 'SERVICE_UNAVAILABLE', message };
}

export interface IdentityProvider {
  readonly provider: Provider;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** The provider's view of an account: its id and the claims our scopes release. */
function accountFinder(db: Db): FindAccount {
  return async (_ctx, sub) => {
    const user = await findUserById(db, sub);
    if (!user) return undefined;
    return {
      accountId: user.id,
      claims: () => ({
        sub: user.id,
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        ...(user.displayName ? { name: user.displayName } : {}),
      }),
    };
  };
}

/**
 * Consent is implicit: the only client is this application itself, so once someone has signed in
 * their grant simply holds every scope it asks for. A grant that was revoked (sign-out elsewhere, a
 * password reset) is replaced rather than turned into a consent screen.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { provider, client, session } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId =
    (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
    session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing?.accountId === accountId && existing.clientId === client.clientId) {
    return existing;
  }
  const grant = new provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope(CLIENT_SCOPE);
  await grant.save();
  return grant;
}

/** Refresh tokens expire a day after the first sign-in; rotation does not extend that. */
function refreshTokenTtl(_ctx: KoaContextWithOIDC, token: { iiat?: number; iat?: number }): number {
  const now = Math.floor(Date.now() / 1000);
  const firstIssued = token.iiat ?? token.iat ?? now;
  return Math.max(1, TOKEN_TTL.refreshToken - (now - firstIssued));
}

export interface ProviderOptions {
  readonly config: AppConfig;
  readonly db: Db;
  readonly secrets: ProviderSecrets;
  readonly log: FastifyBaseLogger;
  /** Told when access tokens or grants are removed (this instance's session cache). */
  readonly revoked?: RevocationListener;
}

/** Builds the embedded OpenID Provider: our storage, our keys, our sign-in screen, one client. */
export function createIdentityProvider({
  config,
  db,
  secrets,
  log,
  revoked,
}: ProviderOptions): IdentityProvider {
  const issuer = `${config.publicUrl}${OIDC_PREFIX}`;
  const secure = !config.insecureHttp;
  const findAccount = accountFinder(db);

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(db, revoked),
    jwks: { keys: [...secrets.jwks.keys] },
    cookies: {
      keys: [...secrets.cookieKeys],
      long: { httpOnly: true, sameSite: 'lax', secure, signed: true },
      short: { httpOnly: true, sameSite: 'lax', secure, signed: true },
    },
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'Transmission Spec',
        redirect_uris: [`${config.publicUrl}${LOGIN_CALLBACK_PATH}`],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token', PASSWORD_GRANT_TYPE],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: CLIENT_SCOPE,
      },
    ],
    // The authorization code flow is the only one used; no implicit or hybrid responses.
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    findAccount,
    loadExistingGrant: loadFirstPartyGrant,
    pkce: { required: () => true },
    // Our own server is a confidential client holding its tokens in httpOnly cookies: it always gets
    // a refresh token, and its tokens live independently of the provider's browser session (sign-out
    // revokes them explicitly), so checking a token never needs a session lookup.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    rotateRefreshToken: true,
    // Nothing calls the provider from another origin: the server is its only client.
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Sign-out ends the provider session server-side (see logout in login.routes.ts).
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: { enabled: false },
    },
    interactions: {
      url: (_ctx, interaction) => `${SIGN_IN_PATH}/${interaction.uid}`,
    },
    ttl: {
      AccessToken: TOKEN_TTL.accessToken,
      AuthorizationCode: TOKEN_TTL.authorizationCode,
      IdToken: TOKEN_TTL.idToken,
      Interaction: TOKEN_TTL.interaction,
      RefreshToken: refreshTokenTtl,
      Session: TOKEN_TTL.session,
      Grant: TOKEN_TTL.grant,
    },
    // Errors the provider cannot send back to our callback (an unknown or expired sign-in, a
    // tampered request) land on the app's error page; the details go to the log only.
    renderError: (ctx, out, error) => {
      // An outage answers 503 (the server_error listener logs it); the authorization endpoint
      // calls this after emitting server_error, so the answer is made here too.
      if (isDatabaseUnavailable(error)) {
        answerUnavailable(ctx);
        return;
      }
      // A refused request is the client's doing (an expired or made-up sign-in): what was refused,
      // without a stack. Server errors are logged by the server_error listener below.
      log.info({ oidcError: out }, 'identity provider error');
      ctx.status = 303;
      ctx.redirect('/error');
    },
  };

  const provider = new Provider(issuer, configuration);
  // URLs and the Secure cookie flag come from the forwarded headers the mount sets from PUBLIC_URL
  // (see provider-mount.ts), never from what the client sent.
  provider.proxy = true;
  registerPasswordGrant(provider, db, findAccount);

  // Koa would print errors outside the provider's own handling to stderr; they belong in the log.
  // (Koa's own 'error' event, which the provider's typings leave out.)
  (provider as unknown as EventEmitter).on('error', (error: unknown) => {
    log.error({ err: error }, 'identity provider request failed');
  });
  // Emitted after the provider wrote its error response, before it is sent: an outage's can still
  // be rewritten to a 503 (and logged as one warning, the driver's words only, as the API does).
  provider.on('server_error', (ctx, error) => {
    if (isDatabaseUnavailable(error)) {
      answerUnavailable(ctx);
      log.warn({ cause: unavailableCause(error) }, 'database unavailable');
      return;
    }
    log.error({ err: error }, 'identity provider failed');
  });
  provider.on('grant.error', (_ctx, error) => {
    log.debug({ err: error }, 'token request refused');
  });
  provider.on('authorization.error', (_ctx, error) => {
    // The client's mistake, not ours: what was refused, no stack.
    log.info({ oidcError: error.message }, 'authorization request refused');
  });

  return { provider, issuer, clientId: CLIENT_ID, clientSecret: secrets.clientSecret };
}
