import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from './helpers/sign-in.js';
import { linehaulTractorAnswers } from '@transmission-spec/domain';
import { describeEachDatabase } from './helpers/test-app.js';

describeEachDatabase('security headers and API description', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  describe('security headers', () => {
    it('sends a strict content security policy and the usual hardening headers', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval';",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "font-src 'self' data:",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // Plain http on localhost: no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('adds HSTS and Secure cookies when served over https', async () => {
      const https = await context.build({ PUBLIC_URL: 'https://spec.example.com' });
      const response = await https.inject({ method: 'GET', url: '/api/config' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    });
  });

  describe('caching of API answers', () => {
    it('tells every cache to keep no API answer unless the route says otherwise', async () => {
      // A user's specs and recommendations must not be kept by a shared proxy or the browser's disk
      // cache (ASVS 8.1.1, 8.2.1); public, unchanging answers say so themselves.
      await createTestUser(app, 'cache.user@example.com');
      const headers = await signIn(app, 'cache.user@example.com');
      const specs = await app.inject({ method: 'GET', url: '/api/surveyresult', headers });
      expect(specs.statusCode).toBe(200);
      expect(specs.headers['cache-control']).toBe('no-store');
      const survey = await app.inject({
        method: 'POST',
        url: '/api/survey',
        headers,
        payload: linehaulTractorAnswers(),
      });
      expect(survey.statusCode).toBe(200);
      expect(survey.headers['cache-control']).toBe('no-store');
      const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
      expect(missing.headers['cache-control']).toBe('no-store');
      const config = await app.inject({ method: 'GET', url: '/api/config' });
      expect(config.headers['cache-control']).toBe('public, max-age=3600');
      // The web app's pages keep their own rule.
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.headers['cache-control']).not.toBe('no-store');
    });
  });

  describe('API description', () => {
    it('serves the OpenAPI document with the API routes', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/ready', '/api/config', '/api/survey']),
      );
    });

    it('serves Swagger UI at /api/docs', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('swagger-ui');
    });
  });
});
