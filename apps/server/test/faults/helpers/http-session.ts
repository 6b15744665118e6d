import { CSRF_HEADER, linehaulTractorAnswers } from '@transmission-spec/domain';

/**
 * A signed-in API client over real HTTP (fetch), for servers running in their own process: keeps
 * the cookies it is given and sends the CSRF cookie's value back in the header, as the web app does.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Another client holding the same cookies now (a copy: later changes stay apart). */
  copy(): HttpSession {
    const other = new HttpSession(this.baseUrl);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /** The value of cookie `name`, if held. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private csrfToken(): string {
    for (const [name, value] of this.cookies) if (name.endsWith('csrf-token')) return value;
    return '';
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = 20_000,
  ): Promise<{ status: number; headers: Headers; text: string; ms: number }> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [CSRF_HEADER]: this.csrfToken(),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.remember(response);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      ms: performance.now() - started,
    };
  }

  /** Fetches the CSRF cookie, then signs in through POST /api/security/token. */
  static async signIn(baseUrl: string, email: string, password: string): Promise<HttpSession> {
    const session = new HttpSession(baseUrl);
    await session.request('GET', '/api/config');
    const response = await session.request('POST', '/api/security/token', {
      user: email,
      password,
    });
    if (response.status !== 200) {
      throw new Error(`sign-in of ${email} answered ${String(response.status)}: ${response.text}`);
    }
    // Some set-ups renew the CSRF token with the session: pick up whatever the server sets now.
    await session.request('GET', '/api/config');
    return session;
  }
}

/** A saved-spec body as the web app posts it, from a real recommendation of `session`'s server. */
export async function specBodyFactory(session: HttpSession): Promise<(title: string) => object> {
  const answers = linehaulTractorAnswers();
  const recommendation = await session.request('POST', '/api/survey', answers);
  if (recommendation.status !== 200) {
    throw new Error(
      `POST /api/survey answered ${String(recommendation.status)}: ${recommendation.text}`,
    );
  }
  // SPEC: the result is the JSON text of topChoice and runnerUp (the server refuses other keys).
  const { topChoice, runnerUp } = JSON.parse(recommendation.text) as {
    topChoice: unknown;
    runnerUp: unknown;
  };
  const result = JSON.stringify({ topChoice, runnerUp });
  const survey = JSON.stringify(answers);
  return (title) => ({ title, notes: '<p>fault test</p>', result, survey, version: '1.0' });
}

/** Titles of the signed-in user's saved specs, as GET /api/surveyresult lists them. */
export async function savedTitles(session: HttpSession): Promise<string[]> {
  const response = await session.request('GET', '/api/surveyresult');
  if (response.status !== 200) {
    throw new Error(`GET /api/surveyresult answered ${String(response.status)}: ${response.text}`);
  }
  const rows = JSON.parse(response.text) as { title: string }[];
  return rows.map((row) => row.title);
}

/** How many times each of `titles` occurs in `found`. */
export function occurrences(
  titles: readonly string[],
  found: readonly string[],
): Map<string, number> {
  const counts = new Map<string, number>(titles.map((title) => [title, 0]));
  for (const title of found) if (counts.has(title)) counts.set(title, (counts.get(title) ?? 0) + 1);
  return counts;
}
