import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT_TEXT } from '../src/plugins/web.js';
import {
  DOTFILE_SECRET,
  FAKE_ASSET_BODY,
  FAKE_ASSET_PATH,
  FAKE_INDEX_HTML,
  FAKE_SURVEY_HTML,
  OUTSIDE_SECRET,
} from './helpers/fake-web.js';
import { describeEachDatabase } from './helpers/test-app.js';

describeEachDatabase('serving the web app', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  it('answers the home page with index.html, revalidated on every visit', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(FAKE_INDEX_HTML);
  });

  it.each(['/help', '/spec/12', '/transmission-data/edit/3?tab=models'])(
    'answers the deep link %s with index.html so a reload works',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FAKE_INDEX_HTML);
    },
  );

  it.each(['/survey', '/Survey/', '/survey?from=help'])(
    "answers %s with the survey page's own document, which preloads its code (decision 077)",
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FAKE_SURVEY_HTML);
    },
  );

  it.each([
    '/pages/survey.html',
    '/pages/survey.html.br',
    '/pages/',
    '/PAGES/survey.html',
    '//pages/survey.html',
    '/pages/%73urvey.html',
    '/pages//survey.html',
  ])('does not answer the page document %s at its own file name, only at its page', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    // 404, or 403 where the static files' own check refuses a doubled slash first.
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('modulepreload');
  });

  it.each([
    ['/index.html.br', 'br'],
    ['/index.html.gz', 'gzip'],
    ['/INDEX.HTML.BR', 'br'],
    ['/index.html%2Ebr', 'br'],
    [`${FAKE_ASSET_PATH}.br`, 'br'],
    [`${FAKE_ASSET_PATH}.gz`, 'gzip'],
  ])(
    'does not serve the compressed copy %s under its own name (404), only in place of its file',
    async (url, encoding) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toContain('octet-stream');
      expect(response.headers['content-encoding']).toBeUndefined();
    },
  );

  it.each(['/no-such-page', '/help/more', '/spec/12/extra', '/transmission-data/edit'])(
    'answers the unknown page %s with 404 and the same page, which shows Page Not Found',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, method).toBe(404);
        expect(response.headers['content-type'], method).toContain('text/html');
        expect(response.headers['cache-control'], method).toBe('no-cache');
        if (method === 'GET') expect(response.body).toBe(FAKE_INDEX_HTML);
      }
    },
  );

  it('serves hashed assets with a year-long immutable cache and no cookie', async () => {
    const response = await app.inject({ method: 'GET', url: FAKE_ASSET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe(FAKE_ASSET_BODY);
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-00000000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve files outside the web app, however the path is escaped', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain(OUTSIDE_SECRET);
    }
  });

  it('never serves dotfiles that ended up in the build', async () => {
    const response = await app.inject({ method: 'GET', url: '/.env' });
    expect(response.body).not.toContain(DOTFILE_SECRET);
  });

  describe('reached under another host name than the public URL (http://localhost:3000)', () => {
    const elsewhere = { host: '127.0.0.1:3000' };

    it.each(['/', '/help?x=1', '/spec/12', '/no-such-page', '/index.html'])(
      'sends the page request %s to the same path on the public origin, temporarily',
      async (url) => {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url, headers: elsewhere });
          // 302: never cached, so a later PUBLIC_URL (or none) takes effect at once.
          expect(response.statusCode, method).toBe(302);
          expect(response.headers.location, method).toBe(`http://localhost:3000${url}`);
          expect(response.headers['cache-control'], method).toBe('no-store');
        }
      },
    );

    it('keeps a path that looks like another host on the public origin', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '//evil.example/x',
        headers: elsewhere,
      });
      expect(response.headers.location).toBe('http://localhost:3000//evil.example/x');
    });

    it('answers the API, assets and other methods where they arrive', async () => {
      const health = await app.inject({ method: 'GET', url: '/api/health', headers: elsewhere });
      expect(health.statusCode).toBe(200);
      const missing = await app.inject({ method: 'GET', url: '/api/nothing', headers: elsewhere });
      expect(missing.statusCode).toBe(404);
      const asset = await app.inject({ method: 'GET', url: FAKE_ASSET_PATH, headers: elsewhere });
      expect(asset.statusCode).toBe(200);
      const post = await app.inject({ method: 'POST', url: '/help', headers: elsewhere });
      expect(post.statusCode).not.toBe(302);
    });

    it('does not redirect the public host name, in any case and on any port', async () => {
      for (const host of ['localhost:3000', 'LOCALHOST:3000', 'localhost:80', 'localhost']) {
        const response = await app.inject({ method: 'GET', url: '/help', headers: { host } });
        expect(response.statusCode, host).toBe(200);
      }
    });
  });

  describe('behind a proxy that passes the public host (docs/deployment)', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = await context.build({ PUBLIC_URL: 'https://spec.example.com', TRUST_PROXY: '1' });
    });

    it('serves pages asked for under the public host name', async () => {
      // nginx sends Host and X-Forwarded-Host as $host: the name without the port.
      const response = await proxied.inject({
        method: 'GET',
        url: '/help',
        headers: { host: 'spec.example.com', 'x-forwarded-host': 'spec.example.com' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('believes the forwarded host, and redirects any other name to the public URL', async () => {
      const inside = await proxied.inject({
        method: 'GET',
        url: '/help',
        headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'spec.example.com' },
      });
      expect(inside.statusCode).toBe(200);
      const other = await proxied.inject({
        method: 'GET',
        url: '/spec?sort=name',
        headers: { host: 'spec-old.example.com', 'x-forwarded-host': 'spec-old.example.com' },
      });
      expect(other.statusCode).toBe(302);
      expect(other.headers.location).toBe('https://spec.example.com/spec?sort=name');
    });
  });

  describe('before the web app is built', () => {
    let emptyDir: string;
    let unbuilt: FastifyInstance;
    beforeAll(async () => {
      emptyDir = await mkdtemp(join(tmpdir(), 'ts-web-missing-'));
      unbuilt = await context.build({ WEB_DIST_DIR: join(emptyDir, 'dist') });
    });
    afterAll(async () => {
      await rm(emptyDir, { recursive: true, force: true });
    });

    it('answers pages with a plain 503 saying how to build it', async () => {
      const response = await unbuilt.inject({ method: 'GET', url: '/spec/12' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toBe(WEB_NOT_BUILT_TEXT);
      expect(response.body).toContain('npm run build');
    });

    it('still serves the API', async () => {
      expect((await unbuilt.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await unbuilt.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    });
  });
});
