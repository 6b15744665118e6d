import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_ERRORS,
  ApiErrorSchema,
  CSRF_HEADER,
  type ApiErrorCode,
} from '@transmission-spec/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiCompressionPlugin } from './api-compression.js';
import { isProbeRoute } from './api-request.js';
import { authRequirementOf } from './auth.js';
import { isRateLimitHook } from './rate-limit.js';

export const API_DOCS_PREFIX = '/api/docs';

/** The security scheme of every operation that needs a sign-in: the access-token cookie. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Errors a route answers beyond those its schema, hooks and method imply (a 404 for an unknown
     * id, 409 at the spec limit...), for the OpenAPI description only.
     */
    apiErrors?: readonly ApiErrorCode[];
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const hooksOf = (route: RouteOptions): unknown[] => [route.onRequest, route.preHandler].flat();

/**
 * The errors an operation can answer, read from what the route really does: its schema (400 for
 * params, query or body that fail validation; 413 and 415 for any body), its auth hooks (401, 403),
 * the CSRF check on every unsafe /api call and on routes that require it (403), the app-wide rate
 * limit on /api and the route's own limits (429), plus the route's declared `apiErrors`.
 */
function errorsOf(app: FastifyInstance, route: RouteOptions, method: string): Set<ApiErrorCode> {
  const errors = new Set<ApiErrorCode>(route.config?.apiErrors ?? []);
  const schema = route.schema ?? {};
  const isApi = route.url.startsWith('/api/');
  if (schema.params || schema.querystring || schema.body) errors.add('VALIDATION_FAILED');
  if (BODY_METHODS.has(method)) {
    errors.add('VALIDATION_FAILED');
    errors.add('PAYLOAD_TOO_LARGE');
    errors.add('UNSUPPORTED_MEDIA_TYPE');
  }
  const hooks = hooksOf(route);
  for (const hook of hooks) {
    const requirement = authRequirementOf(hook);
    if (requirement) {
      errors.add('UNAUTHENTICATED');
      errors.add('SESSION_IDLE');
    }
    if (requirement === 'permission') errors.add('FORBIDDEN');
  }
  if (needsCsrf(app, route, method)) errors.add('CSRF_FAILED');
  if ((isApi && !isProbeRoute(route.url)) || hooks.some(isRateLimitHook))
    errors.add('RATE_LIMITED');
  return errors;
}

function needsCsrf(app: FastifyInstance, route: RouteOptions, method: string): boolean {
  return (
    (UNSAFE_METHODS.has(method) && route.url.startsWith('/api/')) ||
    hooksOf(route).includes(app.csrf.require)
  );
}

/** `GET /api/surveyresult/:id` becomes getSurveyresultById: stable, unique, readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part !== '' && part !== 'api')
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[-.]/)))
    .filter((word) => word !== '');
  return [
    method.toLowerCase(),
    ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
  ]
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');
}

/** One response per status, naming every error code that can produce it. */
function errorResponses(codes: Set<ApiErrorCode>): Record<number, z.ZodType> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of Object.keys(API_ERRORS) as ApiErrorCode[]) {
    if (!codes.has(code)) continue;
    const { status } = API_ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      ApiErrorSchema.describe(
        list.map((code) => `${code}: ${API_ERRORS[code].message}`).join(' | '),
      ),
    ]),
  );
}

/**
 * Completes each operation from its route before the zod schemas become JSON schema: an
 * operationId, the session cookie where a sign-in is needed, the CSRF header where it is checked,
 * and its 4xx answers in the API error shape. Responses a route documents itself are kept.
 */
function describeOperation(app: FastifyInstance): SwaggerTransform {
  return (input) => {
    const { route, url } = input;
    const method = [route.method].flat()[0] ?? 'GET';
    const schema = { ...input.schema } as Record<string, unknown>;
    schema.operationId ??= operationIdOf(method, route.url);
    if (hooksOf(route).some((hook) => authRequirementOf(hook))) {
      schema.security = [{ [SESSION_COOKIE_SCHEME]: [] }];
    }
    if (needsCsrf(app, route, method) && !schema.headers) {
      schema.headers = z.object({
        [CSRF_HEADER.toLowerCase()]: z
          .string()
          .describe('The CSRF token: the value of the CSRF cookie (GET /api/config sets it)'),
      });
    }
    schema.response = {
      ...errorResponses(errorsOf(app, route, method)),
      ...(schema.response as Record<string, unknown> | undefined),
    };
    return jsonSchemaTransform({ ...input, schema, url });
  };
}

/**
 * OpenAPI description generated from the routes' zod schemas, served as JSON at /api/docs/json and
 * browsable at /api/docs. Must be registered before the routes it describes. Swagger UI's page loads
 * its scripts and styles as files from this origin, so the app's strict CSP needs no exception.
 */
export interface SwaggerPluginOptions {
  /** The cookie a sign-in sets (the identity module's access-token cookie, passed by app.ts). */
  readonly sessionCookie: string;
}

export const swaggerPlugin = fp<SwaggerPluginOptions>(
  async (app, { sessionCookie }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Transmission Spec API',
          description: [
            'The API of SPEC.md section 7. Errors answer `{ code, message, fields }`.',
            `State-changing calls need the ${CSRF_HEADER} header; signed-in calls send the`,
            `${sessionCookie} cookie the sign-in sets.`,
          ].join(' '),
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            [SESSION_COOKIE_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: sessionCookie,
              description: 'The access token of a sign-in, set as an httpOnly cookie.',
            },
          },
        },
      },
      transform: describeOperation(app),
    });
    // In a scope of its own with the API's compression (issue 24: the 172 KB description went out
    // as it was): the docs' routes are registered here, outside the /api scope that has it.
    await app.register(async (docs) => {
      await docs.register(apiCompressionPlugin);
      await docs.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
    });
  },
  { name: 'swagger', fastify: '5.x', dependencies: ['config'] },
);
