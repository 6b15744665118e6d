import { CSRF_COOKIE, CSRF_COOKIE_HTTPS, CSRF_HEADER } from '@transmission-spec/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookie-jar.js';

export interface Visit {
  readonly url: string;
  readonly response: LightMyRequestResponse;
}

/**
 * A browser driven through `inject`: it keeps cookies like a browser (by path), follows redirects
 * within the app's origin, and sends the CSRF header the web app would. One per simulated user.
 */
export class Browser {
  readonly jar = new CookieJar();
  /** The client address the server sees (inject's default, 127.0.0.1, unless set). */
  remoteAddress: string | undefined;

  constructor(
    private app: FastifyInstance,
    private readonly origin = app.config.publicUrl,
  ) {}

  /** Continue the same browser session against another app instance (same public URL). */
  switchTo(app: FastifyInstance): void {
    this.app = app;
  }

  /** The path and query of `url` if it is on this app's origin; throws otherwise. */
  local(url: string): string {
    const parsed = new URL(url, this.origin);
    if (parsed.origin !== new URL(this.origin).origin) throw new Error(`left the app for ${url}`);
    return `${parsed.pathname}${parsed.search}`;
  }

  /** The Host a browser sends on this origin; the server redirects pages asked for under another name. */
  private get host(): string {
    return new URL(this.origin).host;
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const path = this.local(url);
    const response = await this.app.inject({
      method: 'GET',
      url: path,
      headers: { host: this.host, cookie: this.jar.header(path) },
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    this.jar.store(response, path);
    return response;
  }

  /** A JSON POST as the web app sends it: with the CSRF header unless `csrf` is false. */
  async post(
    url: string,
    payload?: unknown,
    { csrf = true } = {},
  ): Promise<LightMyRequestResponse> {
    const path = this.local(url);
    const readToken = () =>
      this.jar.get(CSRF_COOKIE_HTTPS, path) ?? this.jar.get(CSRF_COOKIE, path);
    if (csrf && !readToken()) await this.get('/api/config');
    const token = readToken();
    const response = await this.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host: this.host,
        cookie: this.jar.header(path),
        ...(csrf && token ? { [CSRF_HEADER]: token } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    this.jar.store(response, path);
    return response;
  }

  /** Signs out as the web app does: POST /logout with the CSRF header, then follows where it says. */
  async signOut(returnTo?: string): Promise<Visit[]> {
    const response = await this.post(
      returnTo === undefined ? '/logout' : `/logout?returnTo=${encodeURIComponent(returnTo)}`,
    );
    if (response.statusCode !== 200) {
      throw new Error(`sign-out answered ${response.statusCode}: ${response.body}`);
    }
    return this.follow(response.json<{ redirectTo: string }>().redirectTo);
  }

  /** GETs `url` and follows redirects (at most `limit`), returning every stop on the way. */
  async follow(url: string, limit = 10): Promise<Visit[]> {
    const visits: Visit[] = [];
    let next: string | undefined = url;
    while (next !== undefined) {
      if (visits.length >= limit) throw new Error(`more than ${limit} redirects from ${url}`);
      const response = await this.get(next);
      visits.push({ url: this.local(next), response });
      const location = response.headers.location;
      next =
        response.statusCode >= 300 && response.statusCode < 400 && location ? location : undefined;
    }
    return visits;
  }
}

/** The last stop of a redirect chain. */
export function landing(visits: readonly Visit[]): Visit {
  const last = visits.at(-1);
  if (!last) throw new Error('no visits');
  return last;
}
