import { CSRF_HEADER, MESSAGES } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { BODY_ROUTES, MATRIX, SERVER_ROUTES } from './server-routes.js';
import {
  signedInUser,
  surveyResultSuite,
  withoutCsrfHeader,
  type ApiErrorBody,
  type Session,
} from './helpers/survey-result-suite.js';

/** The saved-spec routes (and their share links), from the one route table. */
const SPEC_ROUTES = Object.keys(SERVER_ROUTES).filter((key) =>
  / \/api\/surveyresult(\/|$)/.test(key),
);

/** Who may read and change a saved spec, and the OpenAPI description of the routes. */
describeEachDatabase('saved specs, /api/surveyresult', (context) => {
  const suite = surveyResultSuite(context);
  const { specBody, create, createId, getSpec, detail, put, list, storedRows } = suite;
  let app: FastifyInstance;
  let alice: Session;
  let bob: Session;
  beforeAll(() => {
    ({ app, alice, bob } = suite);
  });

  describe('ownership', () => {
    it('answers 404 to another user reading or editing a spec, and changes nothing', async () => {
      const id = await createId(alice, { title: 'Alice only', notes: '<p>private</p>' });
      const read = await getSpec(bob, id);
      expect(read.statusCode).toBe(404);
      expect(read.json<ApiErrorBody>()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
      expect(read.body).not.toContain('Alice only');

      const edit = await put(bob, id, { title: 'Taken over', notes: '' });
      expect(edit.statusCode).toBe(404);
      expect(await detail(alice, id)).toMatchObject({
        title: 'Alice only',
        notes: '<p>private</p>',
      });
      expect((await list(bob)).map((row) => row.id)).not.toContain(id);
    });

    it('answers 404 to an id that does not exist or cannot exist', async () => {
      for (const id of [
        '999999',
        '0',
        '-1',
        '1.5',
        '1e3',
        'abc',
        '007',
        '2147483648',
        '99999999999',
      ]) {
        expect((await getSpec(alice, id)).statusCode, id).toBe(404);
        expect((await put(alice, id, { title: 'x', notes: '' })).statusCode, id).toBe(404);
      }
    });

    it('lets an administrator keep specs of their own', async () => {
      const id = await createId(bob, { title: 'Admin spec' });
      expect((await detail(bob, id)).title).toBe('Admin spec');
      expect((await getSpec(alice, id)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it('answers 401 to a signed-out caller on every route', async () => {
      const id = await createId(alice);
      const csrf = await csrfHeaders(app);
      expect(SPEC_ROUTES.length).toBeGreaterThanOrEqual(10);
      for (const key of SPEC_ROUTES) {
        const [method = 'GET', url = ''] = key.split(' ');
        // The access matrix says the same of every one of them.
        expect(MATRIX[key]?.expected.signedOut, key).toBe(401);
        // A valid body where the route reads one, so only the missing sign-in is wrong.
        const body = BODY_ROUTES[key]?.valid() as Record<string, unknown> | undefined;
        const response = await app.inject({
          method: method as 'GET',
          url: url.replace(':id', id),
          headers: csrf,
          ...(body === undefined ? {} : { payload: body }),
        });
        expect(response.statusCode, key).toBe(401);
        expect(response.json<ApiErrorBody>().code).toBe('UNAUTHENTICATED');
      }
    });

    it('answers 403 to a signed-in save or edit without the CSRF header, and saves nothing', async () => {
      const id = await createId(alice, { title: 'Guarded' });
      const before = await storedRows(alice.userId);
      const post = await app.inject({
        method: 'POST',
        url: '/api/surveyresult',
        headers: withoutCsrfHeader(alice),
        payload: specBody(),
      });
      expect(post.statusCode).toBe(403);
      expect(post.json<ApiErrorBody>().code).toBe('CSRF_FAILED');
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/surveyresult/${id}`,
        headers: { ...alice.headers, [CSRF_HEADER]: 'forged' },
        payload: { title: 'Forged', notes: '' },
      });
      expect(edit.statusCode).toBe(403);
      expect(await storedRows(alice.userId)).toBe(before);
      expect((await detail(alice, id)).title).toBe('Guarded');
    });

    it('answers 403 to a signed-in user whose roles grant neither operation', async () => {
      const dave = await signedInUser(app, 'dave@fleet.example', []);
      const id = await createId(alice);
      expect((await create(dave)).statusCode).toBe(403);
      const listed = await app.inject({
        method: 'GET',
        url: '/api/surveyresult',
        headers: dave.headers,
      });
      expect(listed.statusCode).toBe(403);
      expect(listed.json<ApiErrorBody>().code).toBe('FORBIDDEN');
      expect((await getSpec(dave, id)).statusCode).toBe(403);
      expect((await put(dave, id, { title: 't', notes: '' })).statusCode).toBe(403);
      expect(await storedRows(dave.userId)).toBe(0);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    // Every saved-spec route of the table, under its OpenAPI path.
    for (const key of SPEC_ROUTES) {
      const [method = '', url = ''] = key.split(' ');
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(Object.keys(paths[path] ?? {}), key).toContain(method.toLowerCase());
    }
    expect(Object.keys(paths['/api/surveyresult'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/surveyresult/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
  });
});
