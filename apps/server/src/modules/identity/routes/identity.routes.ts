import type { FastifyPluginAsync } from 'fastify';
import { interactionRoutes } from './interaction.routes.js';
import { loginRoutes } from './login.routes.js';

/**
 * The sign-in routes outside /api: the provider's interaction (/sign-in/:uid/...) and the server's
 * OIDC client (/login, /logout and their callbacks). The provider itself is mounted at /oidc by the
 * identity plugin.
 */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(interactionRoutes);
  await app.register(loginRoutes);
};
