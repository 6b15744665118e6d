/** A backslash, a control character or DEL anywhere in `value`. */
function hasUnsafeCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0x5c || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where to send the browser after signing in: a path on this site, never another origin. Anything
 * else (an absolute URL, //host, /\host, a path with control characters, the sign-in routes
 * themselves) becomes '/'.
 */
export function safeReturnTo(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return '/';
  // Browsers treat a backslash as a slash and drop tabs and newlines, so /\evil.example and
  // /<TAB>/evil.example would leave the site.
  if (value.startsWith('//') || hasUnsafeCharacter(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, publicUrl);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(publicUrl).origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (/^\/(login|logout|sign-in|oidc)(\/|\?|#|$)/.test(url.pathname)) return '/';
  return path;
}

/** The only places sign-out may lead to: home, or the page that says the session timed out. */
export const LOGOUT_DESTINATIONS = ['/', '/inactive'] as const;

export function safeLogoutDestination(value: unknown): (typeof LOGOUT_DESTINATIONS)[number] {
  return LOGOUT_DESTINATIONS.find((destination) => destination === value) ?? '/';
}
