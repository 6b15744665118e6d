import {
  AccountDetailsSchema,
  EmailSchema,
  linehaulTractorAnswers,
  RankUpdateListSchema,
  RegistrationVerifyExistingSchema,
  RegistrationVerifyNewSchema,
  ResetPasswordRequestSchema,
  SurveyAnswersSchema,
  TokenRequestSchema,
  TransmissionFamilyInputSchema,
  UpdateSpecRequestSchema,
  SpecListQuerySchema,
} from '@transmission-spec/domain';
import { z } from 'zod';
import { CreateSpecBodySchema } from '../src/modules/specs/spec.schemas.js';
import { TEST_PASSWORD } from './helpers/sign-in.js';
import { validFamily } from './transmission-admin-helpers.js';

/**
 * The hostile-input suite's classification of every registered route: what body or query each one
 * reads (and the schema that decides what it must refuse), which read neither, and which end the
 * caller's session. A route missing here fails "knows how to feed every registered route".
 */

export type Who = 'anonymous' | 'user' | 'admin';

export interface BodyRoute {
  readonly who: Who;
  /** The body as the route accepts it; every generated body starts from it. */
  readonly valid: () => unknown;
  /** The schema that decides whether a generated body is one the route must refuse. */
  readonly schema: z.ZodType;
  /** Paths a valid body may leave out that are worth breaking too (optional fields). */
  readonly optionalPaths?: readonly (string | number)[][];
  readonly multipart?: boolean;
}

export const ADMIN = 'hostile.admin@example.com';
export const USER = 'hostile.user@example.com';

/** The sign-in page's body, as interaction.routes.ts declares it. */
const SignInBodySchema = z.object({
  email: EmailSchema,
  password: TokenRequestSchema.shape.password,
});

/** Gear ratios in the valid family bodies, so hostile values land inside both lists too. */
const HOSTILE_GEAR_RATIOS = { forward: [14.8, 10.95, 0.73], reverse: [13.1, 3.06] };

/** Ids of rows the suite creates first, so valid bodies and ids name something real. */
export const fixture = { specId: 0, familyId: 0 };

export const BODY_ROUTES: Readonly<Record<string, BodyRoute>> = {
  'POST /api/survey': {
    who: 'anonymous',
    valid: linehaulTractorAnswers,
    schema: SurveyAnswersSchema,
  },
  'POST /api/survey/debug': {
    who: 'admin',
    valid: linehaulTractorAnswers,
    schema: SurveyAnswersSchema,
  },
  'POST /api/surveyresult': {
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
  'PUT /api/surveyresult/:id': {
    who: 'user',
    valid: () => ({ title: 'Renamed', notes: '<p>Edited</p>' }),
    schema: UpdateSpecRequestSchema,
  },
  'POST /api/transmission': {
    who: 'admin',
    valid: () => validFamily({ name: 'Hostile Family', gearRatios: HOSTILE_GEAR_RATIOS }),
    schema: TransmissionFamilyInputSchema,
    optionalPaths: [['rank'], ['isDisabled'], ['maxSupportedGcw']],
    multipart: true,
  },
  'PUT /api/transmission/:id': {
    who: 'admin',
    valid: () => validFamily({ name: 'Hostile Family Edited', gearRatios: HOSTILE_GEAR_RATIOS }),
    schema: TransmissionFamilyInputSchema,
    optionalPaths: [['rank'], ['isDisabled'], ['performanceGoalPoints', 'id']],
    multipart: true,
  },
  'PUT /api/transmission/UpdateList': {
    who: 'admin',
    valid: () => [{ Id: fixture.familyId, Rank: 1 }],
    schema: RankUpdateListSchema,
  },
  'POST /api/registration/verifynew': {
    who: 'anonymous',
    valid: () => ({
      email: 'new.driver@example.com',
      verificationCode: 'ABC123',
      password: TEST_PASSWORD,
    }),
    schema: RegistrationVerifyNewSchema,
  },
  'POST /api/registration/verifyexisting': {
    who: 'anonymous',
    valid: () => ({ email: 'new.driver@example.com', verificationCode: 'ABC123' }),
    schema: RegistrationVerifyExistingSchema,
  },
  'POST /api/registration/accountdetails': {
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
  'POST /api/security/reset-password/password': {
    who: 'anonymous',
    valid: () => ({
      id: 'a'.repeat(43),
      verificationCode: 'b'.repeat(43),
      newPassword: TEST_PASSWORD,
    }),
    schema: ResetPasswordRequestSchema,
  },
  'POST /api/security/token': {
    who: 'anonymous',
    valid: () => ({ user: 'nobody@example.com', password: 'not-the-password' }),
    schema: TokenRequestSchema,
  },
  'POST /sign-in/:uid/login': {
    who: 'anonymous',
    valid: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
    schema: SignInBodySchema,
  },
};

/** Routes that read a query string, with the schema of that query. */
export const QUERY_ROUTES: Readonly<Record<string, z.ZodType>> = {
  'POST /api/security/token/refresh': z.object({ email: EmailSchema }),
  'GET /api/transmission/:id/image': z.object({ v: z.string().optional() }),
  'GET /login': z.object({ returnTo: z.unknown().optional() }),
  'GET /login/callback': z.object({ state: z.unknown().optional() }),
  'GET /logout': z.object({ returnTo: z.unknown().optional() }),
  'POST /logout': z.object({ returnTo: z.unknown().optional() }),
  'GET /api/surveyresult': SpecListQuerySchema,
  'GET /logout/callback': z.object({ returnTo: z.unknown().optional() }),
};

/**
 * Routes that read neither a body nor a query (their path parameters are still fuzzed), and the
 * identity provider's mount, which speaks OAuth's own protocol and error format: it is only held
 * to "never a 5xx" by the query and parameter runs.
 */
export const INPUTLESS_ROUTES = new Set([
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'POST /api/registration/register/:email',
  'GET /api/surveyresult/:id',
  'DELETE /api/surveyresult/:id',
  'POST /api/surveyresult/:id/restore',
  'POST /api/surveyresult/:id/copy',
  'POST /api/surveyresult/:id/share',
  'GET /api/surveyresult/:id/share',
  'DELETE /api/surveyresult/:id/share',
  'GET /api/shared/:token',
  'GET /api/security/allusers',
  'POST /api/security/reset-password/email/:email',
  'GET /api/security/currentuser',
  'GET /api/transmission',
  'GET /api/transmission/',
  'GET /api/transmission/logs/:id',
  'GET /api/transmission/:id',
  'DELETE /api/transmission/:id',
  'PATCH /api/transmission/:id',
  'GET /oidc',
  'POST /oidc',
  'GET /oidc/*',
  'POST /oidc/*',
  ...['/auth', '/auth/:uid', '/token', '/token/revocation', '/jwks', '/me'].flatMap((path) => [
    `GET /oidc${path}`,
    `POST /oidc${path}`,
  ]),
  'GET /oidc/.well-known/openid-configuration',
  'POST /oidc/.well-known/openid-configuration',
  'GET /sign-in/:uid/details',
  'GET /*',
  // Plain text made from the domain's page list; it reads nothing of the request.
  'GET /robots.txt',
]);

/**
 * Routes that end the caller's session (sign-out, or a refresh for someone else): they are sent
 * without the suite's sessions, which the other routes still need.
 */
export const SESSION_ENDING = new Set([
  'GET /logout',
  'POST /logout',
  'GET /logout/callback',
  'POST /api/security/token/refresh',
]);
