/**
 * The server's sign-in and sign-out routes. They run redirects through the identity provider, so
 * every link to them must be a full page load, never client-side routing.
 */

/**
 * Sign-out: a POST with the CSRF header (so another site cannot sign anyone out), answered with
 * where to go next. See lib/sign-out.ts.
 */
export const SIGN_OUT_PATH = '/logout';

/** Where an idle sign-out lands. */
export const INACTIVE_PATH = '/inactive';

/**
 * Pages a visitor should not be sent back to after signing in: the account screens themselves,
 * where a signed-in user has nothing to do.
 */
const NO_RETURN_PREFIXES = [
  '/register',
  '/created',
  '/updated',
  '/forgot-password',
  '/reset-password',
  '/inactive',
  '/error',
  '/sign-in/',
];

/**
 * /login, with the page to come back to afterwards (path and query of this app). The server
 * accepts only same-origin relative paths and remembers the destination in a cookie.
 */
export function signInPath(returnTo?: string): string {
  if (returnTo === undefined || returnTo === '/' || returnTo === '') return '/login';
  if (NO_RETURN_PREFIXES.some((prefix) => returnTo.startsWith(prefix))) return '/login';
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
