import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/api-compression.js';
import { csrfHeaders } from './helpers/csrf.js';
import {
  FAKE_ASSET_BODY,
  FAKE_ASSET_PATH,
  FAKE_INDEX_HTML,
  FAKE_SURVEY_HTML,
  FAKE_UNCOMPRESSED_BODY,
  FAKE_UNCOMPRESSED_PATH,
} from './helpers/fake-web.js';
import { buildLinehaulAnswers } from './helpers/survey-answers.js';
import { describeEachDatabase } from './helpers/test-app.js';

/** The body as the browser reads it, whatever the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case undefined:
      return raw.toString('utf8');
    default:
      throw new Error(`unexpected Content-Encoding ${response.headers['content-encoding']}`);
  }
}

const BROWSER_ACCEPT = 'gzip, deflate, br, zstd';

describeEachDatabase('compressed answers', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  it.each([
    ['/', 'text/html', FAKE_INDEX_HTML, 'no-cache'],
    ['/help', 'text/html', FAKE_INDEX_HTML, 'no-cache'],
    ['/survey', 'text/html', FAKE_SURVEY_HTML, 'no-cache'],
    [FAKE_ASSET_PATH, 'javascript', FAKE_ASSET_BODY, 'public, max-age=31536000, immutable'],
  ])('serves %s as brotli, gzip or plain by Accept-Encoding', async (url, type, body, cache) => {
    for (const [accept, encoding] of [
      [BROWSER_ACCEPT, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      const label = `${url} with Accept-Encoding ${String(accept)}`;
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(response.headers.vary, label).toContain('accept-encoding');
      expect(response.headers['content-type'], label).toContain(type);
      expect(response.headers['cache-control'], label).toBe(cache);
      expect(decoded(response), label).toBe(body);
    }
  });

  it('answers an unknown page with 404 and the compressed page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(FAKE_INDEX_HTML);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: FAKE_ASSET_PATH,
      headers: { 'accept-encoding': BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.rawPayload.length).toBe(0);
  });

  it('sends a file the build left uncompressed as it is, still varying by Accept-Encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: FAKE_UNCOMPRESSED_PATH,
      headers: { 'accept-encoding': BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(FAKE_UNCOMPRESSED_BODY);
  });

  it('answers a revalidation of a compressed file with 304', async () => {
    const headers = { 'accept-encoding': BROWSER_ACCEPT };
    const first = await app.inject({ method: 'GET', url: '/', headers });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...headers, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gzips an API answer over 1 KB, to the same JSON', async () => {
    const answers = buildLinehaulAnswers();
    const plain = await app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: answers,
      headers: await csrfHeaders(app),
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);

    for (const accept of [BROWSER_ACCEPT, 'gzip']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/survey',
        payload: answers,
        headers: { ...(await csrfHeaders(app)), 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.headers.vary, accept).toContain('accept-encoding');
      expect(response.headers['content-type'], accept).toContain('application/json');
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response)), accept).toEqual(plain.json());
    }
  });

  it('gzips the OpenAPI description (issue 24: 172 KB went out as it was)', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const accept of [BROWSER_ACCEPT, 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.headers.vary, accept).toContain('accept-encoding');
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decoded(response)), accept).toEqual(plain.json());
    }
  });

  it('sends an API answer over 1 KB as it is to a client that takes only brotli', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: buildLinehaulAnswers(),
      headers: { ...(await csrfHeaders(app)), 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('topChoice');
  });

  it('sends an API answer under 1 KB as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({});
  });

  it('answers an API error under 1 KB as plain JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: {},
      headers: { ...(await csrfHeaders(app)), 'accept-encoding': BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('code');
  });
});

describeEachDatabase('robots.txt', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  it('is plain text that lets crawlers read the public pages and keeps them out of the rest', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of [
      '/api/',
      '/oidc/',
      '/login',
      '/logout',
      '/spec',
      '/shared',
      '/transmission-data',
      '/sign-in',
      '/reset-password',
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    for (const page of ['/survey', '/help', '/register']) {
      expect(
        lines.some((line) => line.startsWith('Disallow:') && page.startsWith(line.slice(10))),
      ).toBe(false);
    }
    expect(response.body).not.toContain('<html');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
