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

  it.each(['/help', '/spec/12', '/transmission-data/edit/3?tab=models', '/survey'])(
    'answers the deep link %s with index.html so a reload works',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FAKE_INDEX_HTML);
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
