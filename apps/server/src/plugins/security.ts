import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { isApiRequest } from './api-request.js';

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a middleware sets, by running it once against a response that is never sent.
 * Throws unless it finishes at once, without error, setting string headers: a policy that depends on
 * the request (a nonce) or works asynchronously could not be recorded, and must not go unset.
 */
function recordHeaders(middleware: Middleware): [string, string][] {
  const socket = new Socket();
  const request = new IncomingMessage(socket);
  const response = new ServerResponse(request);
  const outcome = { finished: false };
  middleware(request, response, (error?: unknown) => {
    if (error !== undefined) {
      throw error instanceof Error ? error : new Error('helmet failed to set the headers');
    }
    outcome.finished = true;
  });
  socket.destroy();
  const recorded = Object.entries(response.getHeaders()).map(([name, value]): [string, string] => {
    if (typeof value !== 'string') throw new Error(`the security header ${name} is not text`);
    return [name, value];
  });
  if (!outcome.finished || recorded.length === 0) {
    throw new Error('the security headers could not be recorded');
  }
  return recorded;
}

/**
 * Security headers. The CSP allows only this origin: the web app is one bundle served from here and
 * talks only to its own API, and Swagger UI (/api/docs) loads its scripts and styles as files from
 * here too, so it works under the same policy.
 *
 * helmet itself, not @fastify/helmet: the Fastify wrapper calls `helmet(options)` on every request,
 * re-validating the options and rebuilding the CSP string each time (about 7% of a survey request's
 * CPU in a profile). The policy never varies per request (no nonces, no per-route overrides), so
 * helmet runs once, at start, against a recording response, and each request only gets the headers
 * it recorded (decision 063): running its dozen middlewares per request was a further 2%. They are
 * set in onRequest so that every response (404s, errors, static files) carries them.
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
    const headers = recordHeaders(applySecurityHeaders);
    app.addHook('onRequest', (request, reply, next) => {
      // API answers carry a user's specs, recommendations and account: no cache may keep them unless
      // the route says otherwise (public config, versioned images set their own Cache-Control).
      if (isApiRequest(request)) void reply.header('cache-control', 'no-store');
      // As helmet sets them: on the raw response, where Fastify merges them when it writes the head.
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      next();
    });
    done();
  },
  { name: 'security', fastify: '5.x', dependencies: ['config'] },
);
