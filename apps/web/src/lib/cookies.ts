/** Reads one cookie visible to scripts; undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  readonly path?: string;
  readonly sameSite?: 'Lax' | 'Strict';
}

/** Writes a site-wide cookie; Secure is added whenever the page itself is served over HTTPS. */
export function writeCookie(name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `max-age=${options.maxAgeSeconds}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
