import helmet from 'helmet';
import fp from 'fastify-plugin';
import { isApiRequest } from './api-request.js';

/**
 * Security headers. The CSP allows only this origin: the web app is one bundle served from here and
 * talks only to its own API, and Swagger UI (/api/docs) loads its scripts and styles as files from
 * here too, so it works under the same policy.
 *
 * helmet itself, not @fastify/helmet: the Fastify wrapper calls `helmet(options)` on every request,
 * re-validating the options and rebuilding the CSP string each time (about 7% of a survey request's
 * CPU in a profile). The policy never varies per request (no nonces, no per-route overrides), so the
 * middleware is built once here and only applied per request, in onRequest so that every response
 * (404s, errors, static files) carries the headers.
 */
export const securityPlugin = fp(
  (app, _options, done) => {
    const { insecureHttp } = app.config;
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // react-pdf lays out pages with a WebAssembly module (yoga); this lets WebAssembly compile,
          // not eval() or inline scripts.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, next) => {
      // API answers carry a user's specs, recommendations and account: no cache may keep them unless
      // the route says otherwise (public config, versioned images set their own Cache-Control).
      if (isApiRequest(request)) void reply.header('cache-control', 'no-store');
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
        next(error instanceof Error ? error : undefined);
      });
    });
    done();
  },
  { name: 'security', fastify: '5.x', dependencies: ['config'] },
);
