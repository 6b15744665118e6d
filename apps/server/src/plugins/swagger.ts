import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI description generated from the routes' zod schemas, served as JSON at /api/docs/json and
 * browsable at /api/docs. Must be registered before the routes it describes. Swagger UI's page loads
 * its scripts and styles as files from this origin, so the app's strict CSP needs no exception.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Transmission Spec API',
          description:
            'The API of SPEC.md section 7. State-changing calls need the X-CSRF-Token header.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  },
  { name: 'swagger', fastify: '5.x', dependencies: ['config'] },
);
