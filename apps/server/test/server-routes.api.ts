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
} from './helpers/access-matrix-suite.js';
import { createTestUser, TEST_PASSWORD } from './helpers/sign-in.js';
import { createFamily, validFamily } from './transmission-admin-helpers.js';
import { fixture, HOSTILE_GEAR_RATIOS, USER } from './hostile-input.cases.js';
import type { ServerRoute } from './server-routes.js';
import { CreateSpecBodySchema } from '../src/modules/specs/spec.schemas.js';
import {
  AccountDetailsSchema,
  RankUpdateListSchema,
  RegistrationVerifyExistingSchema,
  RegistrationVerifyNewSchema,
  ResetPasswordRequestSchema,
  SpecListQuerySchema,
  SurveyAnswersSchema,
  TransmissionFamilyInputSchema,
  UpdateSpecRequestSchema,
  InsightsQuerySchema,
} from '@transmission-spec/domain';
import { z } from 'zod';

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
 * The server's API routes in the one route table (server-routes.ts): health and configuration, the
 * OpenAPI documentation, the survey, saved specs, the catalogue admin, registration and password
 * reset. Keyed "METHOD /path" exactly as registered.
 */
export const API_ROUTES: Readonly<Record<string, ServerRoute>> = {
  // Health and configuration: public.
  'GET /api/health': {
    access: { request: () => ({ url: '/api/health' }), expected: anyone(200) },
    input: 'none',
  },
  'GET /api/ready': {
    access: { request: () => ({ url: '/api/ready' }), expected: anyone(200) },
    input: 'none',
  },
  'GET /api/config': {
    access: { request: () => ({ url: '/api/config' }), expected: anyone(200) },
    input: 'none',
  },
  // OpenAPI documentation: public (it describes public paths only).
  'GET /api/docs': {
    access: { request: () => ({ url: '/api/docs' }), expected: anyone(200) },
    input: 'none',
    undescribed: 'the description and its UI themselves',
  },
  'HEAD /api/docs/': {
    access: { request: () => ({ url: '/api/docs/' }), expected: anyone(200) },
    input: 'none',
  },
  'GET /api/docs/json': {
    access: { request: () => ({ url: '/api/docs/json' }), expected: anyone(200) },
    input: 'none',
    undescribed: 'the description and its UI themselves',
  },
  'GET /api/docs/yaml': {
    access: { request: () => ({ url: '/api/docs/yaml' }), expected: anyone(200) },
    input: 'none',
    undescribed: 'the description and its UI themselves',
  },
  // swagger-ui serves its page at /api/docs and redirects here.
  'GET /api/docs/static/index.html': {
    access: {
      request: () => ({ url: '/api/docs/static/index.html' }),
      expected: anyone(302),
    },
    input: 'none',
    undescribed: 'the description and its UI themselves',
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: {
      request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
      expected: anyone(200),
    },
    input: 'none',
    undescribed: 'the description and its UI themselves',
  },
  'GET /api/docs/static/*': {
    access: {
      request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
      expected: anyone(200),
    },
    input: 'none',
    undescribed: 'the description and its UI themselves',
  },
  // The survey: public; the debug variant is for administrators.
  'POST /api/survey': {
    access: {
      request: () => ({ url: '/api/survey', payload: linehaulTractorAnswers() }),
      expected: anyone(200),
    },
    input: {
      body: {
        who: 'anonymous',
        valid: linehaulTractorAnswers,
        schema: SurveyAnswersSchema,
      },
    },
  },
  'POST /api/survey/debug': {
    access: {
      request: () => ({ url: '/api/survey/debug', payload: linehaulTractorAnswers() }),
      expected: adminOnly(200),
    },
    input: {
      body: {
        who: 'admin',
        valid: linehaulTractorAnswers,
        schema: SurveyAnswersSchema,
      },
    },
  },
  // Saved specs: each signed-in user's own.
  'POST /api/surveyresult': {
    access: {
      request: () => ({ url: '/api/surveyresult', payload: specBody('Matrix save') }),
      expected: signedIn(201),
    },
    input: {
      body: {
        who: 'user',
        valid: () => ({
          title: 'Denver linehaul',
          notes: '<p>For the fleet</p>',
          result: JSON.stringify({ topChoice: null, runnerUp: null }),
          survey: JSON.stringify(linehaulTractorAnswers()),
          version: '1.0',
        }),
        schema: CreateSpecBodySchema,
      },
    },
  },
  'GET /api/surveyresult': {
    access: {
      request: () => ({ url: '/api/surveyresult' }),
      expected: signedIn(200),
    },
    input: { query: SpecListQuerySchema },
  },
  'GET /api/surveyresult/:id': {
    access: {
      request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}` }),
      expected: ownerA(200),
    },
    input: 'none',
  },
  'PUT /api/surveyresult/:id': {
    access: {
      request: ({ specOfA }) => ({
        url: `/api/surveyresult/${specOfA}`,
        payload: { title: 'Renamed by the matrix', notes: '<p>n</p>' },
      }),
      expected: ownerA(204),
    },
    input: {
      body: {
        who: 'user',
        valid: () => ({ title: 'Renamed', notes: '<p>Edited</p>' }),
        schema: UpdateSpecRequestSchema,
      },
    },
  },
  'DELETE /api/surveyresult/:id': {
    access: {
      // A spec of A's own each time: A's call really deletes it.
      request: async ({ app, headersOf }) => ({
        url: `/api/surveyresult/${await specOf(app, await headersOf('userA'))}`,
      }),
      expected: ownerA(204),
    },
    input: 'none',
  },
  'POST /api/surveyresult/:id/restore': {
    access: {
      // A spec A has just deleted each time, so A's call has something to bring back.
      request: async ({ app, headersOf }) => {
        const headers = await headersOf('userA');
        const id = await specOf(app, headers);
        await app.inject({ method: 'DELETE', url: `/api/surveyresult/${id}`, headers });
        return { url: `/api/surveyresult/${id}/restore` };
      },
      expected: ownerA(204),
    },
    input: 'none',
  },
  'POST /api/surveyresult/:id/copy': {
    access: {
      request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/copy` }),
      expected: ownerA(201),
    },
    input: 'none',
  },
  // Read-only links: the owner makes, reads and ends them; anyone holding one reads the spec.
  'POST /api/surveyresult/:id/share': {
    access: {
      request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/share` }),
      expected: ownerA(201),
    },
    input: 'none',
  },
  'GET /api/surveyresult/:id/share': {
    access: {
      request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/share` }),
      expected: ownerA(200),
    },
    input: 'none',
  },
  'DELETE /api/surveyresult/:id/share': {
    access: {
      request: ({ specOfA }) => ({ url: `/api/surveyresult/${specOfA}/share` }),
      expected: ownerA(204),
    },
    input: 'none',
  },
  'GET /api/shared/:token': {
    access: {
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
    input: 'none',
  },
  // The catalogue admin: TransmissionAdmin only, except the public family image.
  'GET /api/transmission/': {
    access: {
      request: () => ({ url: '/api/transmission/' }),
      expected: adminOnly(200),
    },
    input: 'none',
  },
  'GET /api/transmission': {
    access: {
      request: () => ({ url: '/api/transmission' }),
      expected: adminOnly(200),
    },
    input: 'none',
    undescribed: 'the slash-less alias of GET /api/transmission/',
  },
  'GET /api/transmission/:id': {
    access: {
      request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}` }),
      expected: adminOnly(200),
    },
    input: 'none',
  },
  'POST /api/transmission': {
    access: {
      request: async () => ({
        url: '/api/transmission',
        ...(await multipart(validFamily({ name: 'Matrix new family' }))),
      }),
      expected: adminOnly(201),
    },
    input: {
      body: {
        who: 'admin',
        valid: () => validFamily({ name: 'Hostile Family', gearRatios: HOSTILE_GEAR_RATIOS }),
        schema: TransmissionFamilyInputSchema,
        optionalPaths: [['rank'], ['isDisabled'], ['maxSupportedGcw']],
        multipart: true,
      },
    },
  },
  'PUT /api/transmission/:id': {
    access: {
      request: async ({ familyId }) => ({
        url: `/api/transmission/${String(familyId)}`,
        ...(await multipart(validFamily({ name: 'Matrix family' }))),
      }),
      expected: adminOnly(204),
    },
    input: {
      body: {
        who: 'admin',
        valid: () =>
          validFamily({ name: 'Hostile Family Edited', gearRatios: HOSTILE_GEAR_RATIOS }),
        schema: TransmissionFamilyInputSchema,
        optionalPaths: [['rank'], ['isDisabled'], ['performanceGoalPoints', 'id']],
        multipart: true,
      },
    },
  },
  'DELETE /api/transmission/:id': {
    access: {
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
    input: 'none',
  },
  'PATCH /api/transmission/:id': {
    access: {
      request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}` }),
      expected: adminOnly(200),
    },
    input: 'none',
  },
  'PUT /api/transmission/UpdateList': {
    access: {
      request: ({ familyId }) => ({
        url: '/api/transmission/UpdateList',
        payload: [{ Id: familyId, Rank: 1 }],
      }),
      expected: adminOnly(204),
    },
    input: {
      body: {
        who: 'admin',
        valid: () => [{ Id: fixture.familyId, Rank: 1 }],
        schema: RankUpdateListSchema,
      },
    },
  },
  'GET /api/transmission/logs/:id': {
    access: {
      request: ({ familyId }) => ({ url: `/api/transmission/logs/${String(familyId)}` }),
      expected: adminOnly(200),
    },
    input: 'none',
  },
  'GET /api/transmission/:id/image': {
    access: {
      request: ({ familyId }) => ({ url: `/api/transmission/${String(familyId)}/image` }),
      expected: anyone(200),
    },
    input: { query: z.object({ v: z.string().optional() }) },
  },
  'GET /api/security/allusers': {
    access: {
      request: () => ({ url: '/api/security/allusers' }),
      expected: adminOnly(200),
    },
    input: 'none',
  },
  'GET /api/insights': {
    access: {
      request: () => ({ url: '/api/insights?from=2026-01-01&to=2026-01-31' }),
      expected: adminOnly(200),
    },
    input: { query: InsightsQuerySchema },
  },
  // Registration and password reset: public, each with a real mailed code or link.
  'POST /api/registration/register/:email': {
    access: {
      request: ({ freshEmail }) => ({ url: `/api/registration/register/${freshEmail()}` }),
      expected: anyone(201),
    },
    input: 'none',
  },
  'POST /api/registration/verifynew': {
    access: {
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
    input: {
      body: {
        who: 'anonymous',
        valid: () => ({
          email: 'new.driver@example.com',
          verificationCode: 'ABC123',
          password: TEST_PASSWORD,
        }),
        schema: RegistrationVerifyNewSchema,
      },
    },
  },
  'POST /api/registration/verifyexisting': {
    access: {
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
    input: {
      body: {
        who: 'anonymous',
        valid: () => ({ email: 'new.driver@example.com', verificationCode: 'ABC123' }),
        schema: RegistrationVerifyExistingSchema,
      },
    },
  },
  'POST /api/registration/accountdetails': {
    access: {
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
    input: {
      body: {
        who: 'user',
        valid: () => ({
          email: USER,
          firstName: 'Ann',
          lastName: 'Driver',
          organizationName: 'Fleet Co',
          organizationType: 'Fleet',
          vocationCheckList: ['Linehaul', 'Heavy Haul'],
          countryList: ['Canada', 'Mexico'],
        }),
        schema: AccountDetailsSchema,
      },
    },
  },
  'POST /api/security/reset-password/email/:email': {
    access: {
      request: ({ freshEmail }) => ({ url: `/api/security/reset-password/email/${freshEmail()}` }),
      expected: anyone(200),
    },
    input: 'none',
  },
  'POST /api/security/reset-password/password': {
    access: {
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
    input: {
      body: {
        who: 'anonymous',
        valid: () => ({
          id: 'a'.repeat(43),
          verificationCode: 'b'.repeat(43),
          newPassword: TEST_PASSWORD,
        }),
        schema: ResetPasswordRequestSchema,
      },
    },
  },
};
