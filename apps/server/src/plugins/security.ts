import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP allows only this origin: the web app is one bundle served from here and
 * talks only to its own API, and Swagger UI (/api/docs) loads its scripts and styles as files from
 * here too, so it works under the same policy.
 */
export const securityPlugin = fp(
  async (app) => {
    const { insecureHttp } = app.config;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects <style> tags at run time, which a hash or nonce cannot cover for a
          // static index.html; inline styles cannot run code, so this is the accepted trade-off.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // On plain http (local use) upgrading would break every request.
          ...(insecureHttp ? {} : { upgradeInsecureRequests: [] }),
        },
      },
      // HSTS on plain http is ignored by browsers at best and pins localhost to https at worst.
      strictTransportSecurity: insecureHttp
        ? false
        : { maxAge: 31_536_000, includeSubDomains: true },
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security', fastify: '5.x', dependencies: ['config'] },
);
