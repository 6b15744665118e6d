import { linehaulTractorAnswers } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { lastMailTo, resetLinkOf, verificationCodeOf } from './helpers/account-mail.js';
import {
  adminOnly,
  anyone,
  EMAILS,
  multipart,
  NEW_PASSWORD,
  ownerA,
  signedIn,
  specBody,
  type Row,
} from './helpers/access-matrix-suite.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';
import { createFamily, validFamily } from './transmission-admin-helpers.js';

/** A new spec saved by the caller whose headers these are; its id. */
async function specOf(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const made = await app.inject({
    method: 'POST',
    url: '/api/surveyresult',
    headers,
    payload: specBody('Matrix spec to delete'),
  });
  return made.json<{ id: string }>().id;
}

/**
 * The access matrix's rows for the API: health and configuration, the OpenAPI documentation, the
 * survey, saved specs, the catalogue admin, registration and password reset. Keyed "METHOD /path"
 * exactly as registered.
 */
export const API_ROWS: Readonly<Record<string, Row>> = {
  // Health and configuration: public.
  'GET /api/health': { request: () => ({ url: '/api/health' }), expected: anyone(200) },
  'GET /api/ready': { request: () => ({ url: '/api/ready' }), expected: anyone(200) },
  'GET /api/config': { request: () => ({ url: '/api/config' }), expected: anyone(200) },

  // OpenAPI documentation: public (it describes public paths only).
  'GET /api/docs': { request: () => ({ url: '/api/docs' }), expected: anyone(200) },
  'HEAD /api/docs/': { request: () => ({ url: '/api/docs/' }), expected: anyone(200) },
  'GET /api/docs/json': { request: () => ({ url: '/api/docs/json' }), expected: anyone(200) },
  'GET /api/docs/yaml': { request: () => ({ url: '/api/docs/yaml' }), expected: anyone(200) },
  // swagger-ui serves its page at /api/docs and redirects here.
  'GET /api/docs/static/index.html': {
    request: () => ({ url: '/api/docs/static/index.html' }),
    expected: anyone(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expected: anyone(200),
  },
  'GET /api/docs/static/*': {
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expected: anyone(200),
  },

  // The survey: public; the debug variant is for administrators.
  'POST /api/survey': {
    request: () => ({ url: '/api/survey', payload: linehaulTractorAnswers() }),
    expected: anyone(200),
  },
  'POST /api/survey/debug': {
    request: () => ({ url: '/api/survey/debug', payload: linehaulTractorAnswers() }),
    expected: adminOnly(200),
  },

  // Saved specs: each signed-in user's own.
  'POST /api/surveyresult': {
    request: () => ({ url: '/api/surveyresult', payload: specBody('Matrix save') }),
    expected: signedIn(201),
  },
  'GET /api/surveyresult': {
    request: () => ({ url: '/api/surveyresult' }),
    expected: signedIn(200),
  },
  'GET /api/surveyresult/:id': {
    request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}` }),
    expected: ownerA(200),
  },
  'PUT /api/surveyresult/:id': {
    request: ({ specOfA }) => ({
      url: `/api/surveyresult/${specOfA}`,
      payload: { title: 'Renamed by the matrix', notes: '<p>n</p>' },
    }),
    expected: ownerA(204),
  },
  'DELETE /api/surveyresult/:id': {
    // A spec of A's own each time: A's call really deletes it.
    request: async ({ app, headersOf }) => ({
      url: `/api/surveyresult/${await specOf(app, await headersOf('userA'))}`,
    }),
    expected: ownerA(204),
  },
  'POST /api/surveyresult/:id/restore': {
    // A spec A has just deleted each time, so A's call has something to bring back.
    request: async ({ app, headersOf }) => {
      const headers = await headersOf('userA');
      const id = await specOf(app, headers);
      await app.inject({ method: 'DELETE', url: `/api/surveyresult/${id}`, headers });
      return { url: `/api/surveyresult/${id}/restore` };
    },
    expected: ownerA(204),
  },
  'POST /api/surveyresult/:id/copy': {
    request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/copy` }),
    expected: ownerA(201),
  },
  // Read-only links: the owner makes, reads and ends them; anyone holding one reads the spec.
  'POST /api/surveyresult/:id/share': {
    request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/share` }),
    expected: ownerA(201),
  },
  'GET /api/surveyresult/:id/share': {
    request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/share` }),
    expected: ownerA(200),
  },
  'DELETE /api/surveyresult/:id/share': {
    request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/share` }),
    expected: ownerA(204),
  },
  'GET /api/shared/:token': {
    // A live link of A's spec each time, made by A.
    request: async ({ app, specOfA, headersOf }) => {
      const made = await app.inject({
        method: 'POST',
        url: `/api/surveyresult/${specOfA}/share`,
        headers: await headersOf('userA'),
      });
      return { url: `/api/shared/${made.json<{ token: string }>().token}` };
    },
    expected: anyone(200),
  },

  // The catalogue admin: TransmissionAdmin only, except the public family image.
  'GET /api/transmission/': {
    request: () => ({ url: '/api/transmission/' }),
    expected: adminOnly(200),
  },
  'GET /api/transmission': {
    request: () => ({ url: '/api/transmission' }),
    expected: adminOnly(200),
  },
  'GET /api/transmission/:id': {
    request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}` }),
    expected: adminOnly(200),
  },
  'POST /api/transmission': {
    request: async () => ({
      url: '/api/transmission',
      ...(await multipart(validFamily({ name: 'Matrix new family' }))),
    }),
    expected: adminOnly(201),
  },
  'PUT /api/transmission/:id': {
    request: async ({ familyId }) => ({
      url: `/api/transmission/${String(familyId)}`,
      ...(await multipart(validFamily({ name: 'Matrix family' }))),
    }),
    expected: adminOnly(204),
  },
  'DELETE /api/transmission/:id': {
    // A family of its own each time: the administrator's call really deletes it.
    request: async ({ app, headersOf }) => {
      const id = await createFamily(
        app,
        (await headersOf('admin')) as Record<string, string> & { cookie: string },
        validFamily({ name: `Matrix doomed ${String(Math.random())}` }),
      );
      return { url: `/api/transmission/${String(id)}` };
    },
    expected: adminOnly(204),
  },
  'PATCH /api/transmission/:id': {
    request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}` }),
    expected: adminOnly(200),
  },
  'PUT /api/transmission/UpdateList': {
    request: ({ familyId }) => ({
      url: '/api/transmission/UpdateList',
      payload: [{ Id: familyId, Rank: 1 }],
    }),
    expected: adminOnly(204),
  },
  'GET /api/transmission/logs/:id': {
    request: ({ familyId }) => ({ url: `/api/transmission/logs/${String(familyId)}` }),
    expected: adminOnly(200),
  },
  'GET /api/transmission/:id/image': {
    request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}/image` }),
    expected: anyone(200),
  },
  'GET /api/security/allusers': {
    request: () => ({ url: '/api/security/allusers' }),
    expected: adminOnly(200),
  },

  // Registration and password reset: public, each with a real mailed code or link.
  'POST /api/registration/register/:email': {
    request: ({ freshEmail }) => ({ url: `/api/registration/register/${freshEmail()}` }),
    expected: anyone(201),
  },
  'POST /api/registration/verifynew': {
    request: async ({ app, freshEmail, headersOf }, caller) => {
      const email = freshEmail();
      await app.inject({
        method: 'POST',
        url: `/api/registration/register/${email}`,
        headers: await headersOf(caller),
      });
      const verificationCode = verificationCodeOf(await lastMailTo(app, email));
      return {
        url: '/api/registration/verifynew',
        payload: { email, verificationCode, password: TEST_PASSWORD },
      };
    },
    expected: anyone(201),
  },
  'POST /api/registration/verifyexisting': {
    request: async ({ app, freshEmail, headersOf }, caller) => {
      const email = freshEmail();
      await createTestUser(app, email, { verified: false });
      await app.inject({
        method: 'POST',
        url: `/api/registration/register/${email}`,
        headers: await headersOf(caller),
      });
      const verificationCode = verificationCodeOf(await lastMailTo(app, email));
      return { url: '/api/registration/verifyexisting', payload: { email, verificationCode } };
    },
    expected: anyone(200),
  },
  'POST /api/registration/accountdetails': {
    // A signed-in user's own details; the administrator is a signed-in user too.
    request: (_fixtures, caller) => ({
      url: '/api/registration/accountdetails',
      payload: {
        email: EMAILS[caller],
        firstName: 'Ann',
        lastName: 'Lee',
        organizationName: 'Lee Haulage',
        organizationType: 'Fleet',
        vocationCheckList: ['Linehaul'],
        countryList: ['Canada'],
      },
    }),
    expected: signedIn(200),
  },
  'POST /api/security/reset-password/email/:email': {
    request: ({ freshEmail }) => ({ url: `/api/security/reset-password/email/${freshEmail()}` }),
    expected: anyone(200),
  },
  'POST /api/security/reset-password/password': {
    request: async ({ app, freshEmail, headersOf }, caller) => {
      const email = freshEmail();
      await createTestUser(app, email);
      await app.inject({
        method: 'POST',
        url: `/api/security/reset-password/email/${email}`,
        headers: await headersOf(caller),
      });
      const link = resetLinkOf(await lastMailTo(app, email));
      return {
        url: '/api/security/reset-password/password',
        payload: {
          id: link.searchParams.get('id') ?? '',
          verificationCode: link.searchParams.get('verificationCode') ?? '',
          newPassword: NEW_PASSWORD,
        },
      };
    },
    expected: anyone(200),
  },
};
