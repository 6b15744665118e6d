import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and setting; the CSRF token now, the OIDC session cookies later. */
export const cookiesPlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookies', fastify: '5.x' },
);
