/**
 * Double-submit CSRF (docs/decisions/004): the server sets this readable cookie, and every
 * state-changing API call repeats its value in this header. One definition for server and browser.
 */
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';
