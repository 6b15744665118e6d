import { Validator } from '@seriousme/openapi-schema-validator';
import { API_ERRORS, CSRF_HEADER } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE_SCHEME } from '../src/plugins/swagger.js';
import { inputRoutes, routeCollector, routeKey } from './helpers/registered-routes.js';
import { MATRIX, routesMissingFromTable, UNDESCRIBED } from './server-routes.js';
import { describeEachDatabase } from './helpers/test-app.js';

interface Operation {
  readonly operationId?: string;
  readonly security?: readonly Record<string, unknown>[];
  readonly parameters?: readonly { name: string; in: string; required?: boolean }[];
  readonly responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

/** `/api/surveyresult/:id` as OpenAPI writes it: `/api/surveyresult/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describeEachDatabase('OpenAPI description', (context) => {
  const collector = routeCollector();
  let app: FastifyInstance;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );

  beforeAll(async () => {
    app = await context.build({}, { onRoute: collector.onRoute });
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  });

  it('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the app registers, each with a unique operationId', () => {
    const described = new Set(
      operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`),
    );
    const registered = inputRoutes(collector.routes).map(routeKey);
    // Each route says in the table whether it is described (server-routes.ts, `undescribed`).
    const unknown = routesMissingFromTable(registered);
    expect(
      unknown,
      `registered routes missing from server-routes.ts: ${unknown.join(', ')}`,
    ).toEqual([]);
    const missing = registered
      .filter((key) => !UNDESCRIBED.has(key))
      .filter((key) => {
        const [method = '', url = ''] = key.split(' ');
        return !described.has(`${method} ${openApiPath(url)}`);
      });
    expect(missing).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the session cookie scheme on exactly the operations that need a sign-in', () => {
    const schemes = (document.components as { securitySchemes: Record<string, unknown> })
      .securitySchemes;
    expect(schemes[SESSION_COOKIE_SCHEME]).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const secured = operations()
      .filter(({ operation }) =>
        operation.security?.some((entry) => SESSION_COOKIE_SCHEME in entry),
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    // The access matrix says which routes answer 401 to a caller who is signed out: exactly those
    // must carry the scheme, so a public route wrongly marked as secured fails here too.
    const described = new Set(operations().map(({ method, path }) => `${method} ${path}`));
    const needSignIn = Object.entries(MATRIX)
      .filter(([, row]) => row.expected.signedOut === 401)
      // Refresh answers 401 without a refresh cookie, but it renews a session rather than
      // needing one, so it is not behind the session scheme.
      .filter(([key]) => key !== 'POST /api/security/token/refresh')
      .map(([key]) => {
        const [method = '', url = ''] = key.split(' ');
        return `${method} ${openApiPath(url)}`;
      })
      .filter((key) => described.has(key.replace(/^\w+/, (method) => method.toLowerCase())));
    expect(needSignIn).toContain('POST /api/surveyresult');
    expect(secured.toSorted()).toEqual(needSignIn.toSorted());
    for (const { method, path, operation } of operations()) {
      if (!secured.includes(`${method.toUpperCase()} ${path}`)) continue;
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
    }
  });

  it('asks for the CSRF header on every unsafe /api call and on sign-out, and documents its 403', () => {
    const unsafe = operations().filter(
      ({ method, path }) => method !== 'get' && path.startsWith('/api/'),
    );
    expect(unsafe.length).toBeGreaterThan(10);
    for (const { method, path, operation } of unsafe) {
      const header = operation.parameters?.find(
        (parameter) => parameter.in === 'header' && parameter.name === CSRF_HEADER.toLowerCase(),
      );
      expect(header, `${method} ${path}`).toMatchObject({ required: true });
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('403');
    }
    // Outside /api the header is asked for where the route checks it: sign-out by POST.
    const signOut = document.paths['/logout']?.post;
    expect(
      signOut?.parameters?.find((parameter) => parameter.name === CSRF_HEADER.toLowerCase()),
    ).toMatchObject({ in: 'header', required: true });
    const safe = operations().find(
      ({ method, path }) => method === 'get' && path === '/api/config',
    );
    expect(safe?.operation.parameters ?? []).toEqual([]);
  });

  it('gives the 4xx answers as they occur, in the API error shape', () => {
    const statuses = (method: string, path: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).sort();
    expect(statuses('post', '/api/surveyresult')).toEqual(
      ['201', '400', '401', '403', '409', '413', '415', '429'].sort(),
    );
    expect(statuses('get', '/api/surveyresult/{id}')).toEqual(
      ['200', '400', '401', '403', '404', '429'].sort(),
    );
    // Deleting, restoring and duplicating a spec (decision 089): owner-only, limits apply.
    expect(statuses('delete', '/api/surveyresult/{id}')).toEqual(
      expect.arrayContaining(['401', '403', '404', '429']),
    );
    for (const action of ['restore', 'copy']) {
      expect(statuses('post', `/api/surveyresult/{id}/${action}`)).toEqual(
        expect.arrayContaining(['401', '403', '404', '409', '429']),
      );
    }
    expect(statuses('post', '/api/surveyresult/{id}/copy')).toContain('201');
    expect(statuses('get', '/api/health')).toEqual(['200']);
    expect(statuses('get', '/api/config')).toEqual(['200', '429']);
    expect(statuses('put', '/api/transmission/{id}')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '413', '415', '429']),
    );
    expect(statuses('post', '/api/registration/register/{email}')).toContain('409');
    const limited = document.paths['/api/surveyresult']?.post?.responses['409'];
    const schema = JSON.stringify(limited?.content?.['application/json']?.schema);
    for (const key of ['code', 'message', 'fields']) expect(schema).toContain(`"${key}"`);
    expect(JSON.stringify(limited)).toContain(API_ERRORS.SPEC_LIMIT_REACHED.message);
    // Only the probes have none: no input, no sign-in, no rate limit.
    const withoutErrors = operations()
      .filter(({ operation }) => !Object.keys(operation.responses).some((s) => s.startsWith('4')))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(withoutErrors.sort()).toEqual(['GET /api/health', 'GET /api/ready']);
  });
});
