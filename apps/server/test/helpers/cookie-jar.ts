import type { LightMyRequestResponse } from 'fastify';

interface StoredCookie {
  readonly value: string;
  readonly path: string;
}

/**
 * The cookies a browser would keep across `inject` calls: set by responses, scoped by path, dropped
 * when a response clears them. Enough for following sign-in redirects; no domains, all one origin.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  private key(name: string, path: string) {
    return `${name}\u0000${path}`;
  }

  /** Takes in the Set-Cookie headers of `response`, answered for a request to `requestPath`. */
  store(response: LightMyRequestResponse, requestPath: string): void {
    for (const cookie of response.cookies) {
      const path = cookie.path ?? defaultPath(requestPath);
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(this.key(cookie.name, path));
      else this.cookies.set(this.key(cookie.name, path), { value: cookie.value, path });
    }
  }

  /** The Cookie header a browser sends to `url` (a path, with or without a query). */
  header(url: string): string {
    const path = new URL(url, 'http://x').pathname;
    return [...this.cookies.entries()]
      .filter(([, cookie]) => pathMatches(path, cookie.path))
      .map(([key, cookie]) => `${key.slice(0, key.indexOf('\u0000'))}=${cookie.value}`)
      .join('; ');
  }

  /** The value of cookie `name` as sent to `url`, if any. */
  get(name: string, url = '/'): string | undefined {
    const path = new URL(url, 'http://x').pathname;
    for (const [key, cookie] of this.cookies) {
      if (key.slice(0, key.indexOf('\u0000')) === name && pathMatches(path, cookie.path)) {
        return cookie.value;
      }
    }
    return undefined;
  }

  delete(name: string): void {
    for (const key of [...this.cookies.keys()]) {
      if (key.slice(0, key.indexOf('\u0000')) === name) this.cookies.delete(key);
    }
  }
}

function defaultPath(requestPath: string): string {
  const path = new URL(requestPath, 'http://x').pathname;
  const last = path.lastIndexOf('/');
  return last <= 0 ? '/' : path.slice(0, last);
}

/** RFC 6265 path-match. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
