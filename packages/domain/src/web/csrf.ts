/**
 * Double-submit CSRF (docs/decisions/004, 020): the server sets a readable cookie holding a token
 * bound to the visitor's session, and every state-changing call repeats its value in this header.
 * Over https the cookie is `__Host-csrf-token` (Secure, Path=/, no Domain: no subdomain can set it);
 * over plain http (local development) it is `csrf-token`. One definition for server and browser.
 */
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_COOKIE_HTTPS = '__Host-csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';

/** The token cookie's name for a site served over https (`secure`) or plain http. */
export function csrfCookieName(secure: boolean): string {
  return secure ? CSRF_COOKIE_HTTPS : CSRF_COOKIE;
}
