/**
 * The embedded provider's fixed settings, read by the provider, the token cookies, the session
 * activity and the routes. A leaf: it imports nothing, so none of them loops back through provider.ts.
 */

/** The server's own client id at its embedded provider (the only client there is). */
export const CLIENT_ID = 'transmission-spec';

/** Paths of the sign-in screen (SPA) and of the server's OIDC client routes. */
export const SIGN_IN_PATH = '/sign-in';
export const LOGIN_CALLBACK_PATH = '/login/callback';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * Lifetimes, in seconds. Access tokens are short, so a revoked or reset account stops working within
 * minutes even for a request that raced the revocation; the web app refreshes them silently. A
 * sign-in lasts at most a day however often it is refreshed (the refresh token's lifetime counts from
 * the first sign-in), and the web app signs out after an hour without activity.
 */
export const TOKEN_TTL = Object.freeze({
  accessToken: 15 * MINUTE,
  authorizationCode: 1 * MINUTE,
  idToken: 15 * MINUTE,
  interaction: 30 * MINUTE,
  refreshToken: DAY,
  session: DAY,
  grant: DAY,
});
