import { createHmac, createSecretKey, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, csrfCookieName } from '@transmission-spec/domain';
import fp from 'fastify-plugin';
import { csrfFailed } from '../errors/http-errors.js';
import type { Db } from '../db/database.js';
import { isApiRequest, isProbeRequest } from './api-request.js';
import { checkedCookie } from './checked-cookie.js';

/** Both cookies hold 32 bytes in base64url (the id random, the token an HMAC-SHA256). */
const CSRF_VALUE = /^[A-Za-z0-9_-]{43}$/;
/** A session id: 32 random bytes, and after sign-in `.` and the sign-in's keyed tag (see rotate). */
const CSRF_SESSION_ID = /^[A-Za-z0-9_-]{43}(?:\.[A-Za-z0-9_-]{43})?$/;

/** Node lower-cases incoming header names. */
const CSRF_HEADER_KEY = CSRF_HEADER.toLowerCase();

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Session ids whose token is remembered, at most (then all are forgotten). */
const RECENT_TOKENS_MAX = 10_000;

export interface Csrf {
  /** True when the request's X-CSRF-Token header is the token bound to its session cookie. */
  readonly verify: (request: FastifyRequest) => boolean;
  /** onRequest hook for routes outside /api (sign-in screen, sign-out): 403 CSRF_FAILED unless verify. */
  readonly require: (request: FastifyRequest) => Promise<void>;
  /**
   * A new session id and token (at sign-in and sign-out), so a token known before is worthless
   * after. At sign-in, `grantId` (the sign-in) is bound into the session id: see `checkSignedIn`.
   */
  readonly rotate: (reply: FastifyReply, grantId?: string) => void;
  /** True when the request's session id was handed out for sign-in `grantId`. */
  readonly boundTo: (request: FastifyRequest, grantId: string) => boolean;
  /**
   * For an /api request carrying the tokens of sign-in `grantId`: a state-changing call whose pair
   * was not handed out for that sign-in (a pair from before it) is refused, 403 CSRF_FAILED; a safe
   * call gets a new pair bound to the sign-in (one signed in before pairs were bound).
   */
  readonly checkSignedIn: (request: FastifyRequest, reply: FastifyReply, grantId: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    csrf: Csrf;
  }
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // timingSafeEqual needs equal lengths; comparing lengths first leaks only the length, which is fixed.
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Signed double-submit CSRF protection (decisions 004 and 020). Every visitor gets an httpOnly
 * session-id cookie and a readable token cookie holding HMAC(key, session id); a state-changing /api
 * call must repeat the token in the X-CSRF-Token header. Another site can make the browser send the
 * cookies but cannot read the token; a token planted from elsewhere (another visitor's, or one an
 * attacker made up) does not match the victim's session id. The session id is replaced at sign-in and
 * sign-out. Over https both cookies carry the `__Host-` prefix, so no subdomain can set them. The key
 * is derived from the secrets kept in the database, so every instance checks every token.
 */
export interface CsrfPluginOptions {
  /**
   * The secret the token key is derived from, the same on every instance (the identity provider's
   * first cookie key, kept in the database; passed by app.ts, as this plugin knows no module).
   */
  readonly loadSecret: (db: Db) => Promise<string>;
}

export const csrfPlugin = fp<CsrfPluginOptions>(
  async (app, { loadSecret }) => {
    const secure = !app.config.insecureHttp;
    const tokenCookie = csrfCookieName(secure);
    const sessionCookie = secure ? '__Host-ts_csrf_session' : 'ts_csrf_session';
    const secret = await loadSecret(app.db);
    // A KeyObject, made once: createHmac imports a Buffer key anew on every call.
    const key = createSecretKey(
      Buffer.from(
        hkdfSync(
          'sha256',
          Buffer.from(secret),
          Buffer.alloc(0),
          'transmission-spec csrf token',
          32,
        ),
      ),
    );
    // Every /api request checks its pair, and an HMAC is most of what a signed-in GET costs once its
    // session comes from memory: tokens of recent session ids are kept (the key never changes).
    const recentTokens = new Map<string, string>();
    const tokenFor = (sessionId: string) => {
      let token = recentTokens.get(sessionId);
      if (token === undefined) {
        token = createHmac('sha256', key).update(sessionId).digest('base64url');
        if (recentTokens.size >= RECENT_TOKENS_MAX) recentTokens.clear();
        recentTokens.set(sessionId, token);
      }
      return token;
    };
    const options = (httpOnly: boolean): CookieSerializeOptions => ({
      path: '/',
      sameSite: 'lax',
      secure,
      httpOnly,
    });

    // A signed-in pair's session id ends in `.` and this keyed tag of its sign-in (grant id), so the
    // pair handed out before the sign-in, valid on its own, is told apart from the sign-in's own. The
    // tag is keyed: the cookie does not show the grant id, and no one can make the tag of another's.
    const recentTags = new Map<string, string>();
    const grantTag = (grantId: string) => {
      let tag = recentTags.get(grantId);
      if (tag === undefined) {
        tag = createHmac('sha256', key).update(`grant\u0000${grantId}`).digest('base64url');
        if (recentTags.size >= RECENT_TOKENS_MAX) recentTags.clear();
        recentTags.set(grantId, tag);
      }
      return tag;
    };

    const rotate = (reply: FastifyReply, grantId?: string) => {
      const random = randomBytes(32).toString('base64url');
      const sessionId = grantId === undefined ? random : `${random}.${grantTag(grantId)}`;
      void reply.setCookie(sessionCookie, sessionId, options(true));
      void reply.setCookie(tokenCookie, tokenFor(sessionId), options(false));
    };

    /** The cookies hold a token that belongs to their session id. */
    const validPair = (request: FastifyRequest): string | undefined => {
      // Checked like any input: a malformed value is no pair, so it is replaced (or refused).
      const sessionId = checkedCookie(request, sessionCookie, CSRF_SESSION_ID);
      const token = checkedCookie(request, tokenCookie, CSRF_VALUE);
      return sessionId && token && same(token, tokenFor(sessionId)) ? token : undefined;
    };

    /** The header repeats the cookies' token (`token` from validPair). */
    const headerRepeats = (request: FastifyRequest, token: string | undefined) => {
      const header = request.headers[CSRF_HEADER_KEY];
      return token !== undefined && typeof header === 'string' && same(token, header);
    };

    const verify = (request: FastifyRequest) => headerRepeats(request, validPair(request));

    const boundTo = (request: FastifyRequest, grantId: string) => {
      const sessionId = request.cookies[sessionCookie] ?? '';
      const dot = sessionId.lastIndexOf('.');
      return dot >= 0 && same(sessionId.slice(dot + 1), grantTag(grantId));
    };

    app.decorate('csrf', {
      verify,
      require: (request) => (verify(request) ? Promise.resolve() : Promise.reject(csrfFailed())),
      rotate,
      boundTo,
      checkSignedIn: (request, reply, grantId) => {
        if (boundTo(request, grantId)) return;
        // The pair itself was checked by the hook below: here it is only the wrong sign-in's.
        if (UNSAFE_METHODS.has(request.method)) throw csrfFailed();
        rotate(reply, grantId);
      },
    } satisfies Csrf);

    // A callback hook (no promise per request), and the cookies' HMAC worked out once: the cookie
    // check and the header check both need it, and it is most of this hook's cost (decision 063).
    app.addHook('onRequest', (request, reply, done) => {
      // Hashed assets are cached by browsers and proxies for a year: keep Set-Cookie off them.
      const mayIssue = !request.url.startsWith('/assets/') && !isProbeRequest(request);
      const checked = UNSAFE_METHODS.has(request.method) && isApiRequest(request);
      if (!mayIssue && !checked) {
        done();
        return;
      }
      const token = validPair(request);
      if (mayIssue && token === undefined) rotate(reply);
      done(checked && !headerRepeats(request, token) ? csrfFailed() : undefined);
    });
  },
  { name: 'csrf', fastify: '5.x', dependencies: ['config', 'cookies', 'error-handler', 'db'] },
);
