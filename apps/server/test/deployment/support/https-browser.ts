import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request } from 'node:https';
import { CSRF_COOKIE, CSRF_HEADER } from '@transmission-spec/domain';
import { CookieJar, type Cookie } from 'tough-cookie';

/**
 * The CSRF cookie's name when the app is served over https. Finding 13 of issue 11 gives it the
 * __Host- prefix there; before that lands it is domain's CSRF_COOKIE. Either is accepted, this one
 * first: if the name moves again, change this line.
 */
export const HTTPS_CSRF_COOKIE = '__Host-csrf-token';
export const CSRF_COOKIE_NAMES: readonly string[] = [HTTPS_CSRF_COOKIE, CSRF_COOKIE];

export interface Answer {
  readonly url: string;
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The body parsed as JSON. */
  json(): unknown;
}

export interface BrowserOptions {
  /** The certificate to trust, for this client only (never NODE_TLS_REJECT_UNAUTHORIZED). */
  readonly ca: string;
  /**
   * The loopback address to connect from (127.0.0.x): each simulated client has its own address, so
   * the proxy forwards it and per-address limits count it separately.
   */
  readonly localAddress?: string;
}

/**
 * A client over real HTTPS that keeps cookies the way a browser does: tough-cookie's jar, which
 * sends Secure cookies only over https and refuses a __Host- cookie that breaks the prefix rules
 * (strict), so a wrongly set cookie fails the test instead of being sent anyway.
 */
export class HttpsBrowser {
  readonly jar = new CookieJar(undefined, { prefixSecurity: 'strict' });
  /** Every Set-Cookie header received, with the URL it came from, to check their attributes. */
  readonly setCookies: { readonly url: string; readonly header: string }[] = [];
  private readonly agent: Agent;

  constructor({ ca, localAddress = '127.0.0.1' }: BrowserOptions) {
    this.agent = new Agent({ ca, localAddress, keepAlive: true, maxSockets: 8 });
  }

  close(): void {
    this.agent.destroy();
  }

  async request(
    url: string,
    {
      method = 'GET',
      headers = {},
      body,
    }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ): Promise<Answer> {
    const cookie = await this.jar.getCookieString(url);
    const answer = await new Promise<Omit<Answer, 'json'>>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
            ...headers,
          },
          timeout: 15_000,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.once('error', reject);
          incoming.once('end', () => {
            resolve({
              url,
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      outgoing.once('timeout', () => outgoing.destroy(new Error(`${method} ${url} timed out`)));
      outgoing.once('error', reject);
      outgoing.end(body);
    });
    for (const header of answer.headers['set-cookie'] ?? []) {
      this.setCookies.push({ url, header });
      await this.jar.setCookie(header, url);
    }
    return { ...answer, json: () => JSON.parse(answer.body) as unknown };
  }

  get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.request(url, { headers });
  }

  /** The CSRF cookie this browser holds for `url`'s origin, under either name. */
  async csrfCookie(url: string): Promise<Cookie | undefined> {
    const cookies = await this.jar.getCookies(url);
    for (const name of CSRF_COOKIE_NAMES) {
      const found = cookies.find((cookie) => cookie.key === name);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * A state-changing call as the web app makes it: the CSRF cookie's value repeated in the header
   * (fetched from /api/config first when the browser has none yet). `body` is sent as JSON unless a
   * content type is given.
   */
  async send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    if (!(await this.csrfCookie(url))) await this.get(new URL('/api/config', url).href);
    const token = (await this.csrfCookie(url))?.value;
    if (!token) throw new Error(`no CSRF cookie (${CSRF_COOKIE_NAMES.join(' or ')}) for ${url}`);
    const raw = typeof body === 'string' || Buffer.isBuffer(body);
    return this.request(url, {
      method,
      headers: {
        ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
        [CSRF_HEADER]: token,
        ...headers,
      },
      ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
    });
  }

  /** GETs `url` and follows redirects (at most `limit`), returning every stop on the way. */
  async follow(url: string, limit = 10): Promise<Answer[]> {
    const stops: Answer[] = [];
    let next: string | undefined = url;
    while (next !== undefined) {
      if (stops.length >= limit)
        throw new Error(`more than ${String(limit)} redirects from ${url}`);
      const answer = await this.get(next);
      stops.push(answer);
      const location = answer.headers.location;
      next =
        answer.status >= 300 && answer.status < 400 && location
          ? new URL(location, next).href
          : undefined;
    }
    return stops;
  }
}
