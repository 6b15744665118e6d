import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  WEB_ROUTE_PATHS,
  isSharedSpecPagePath,
  pageDocumentPath,
  webRoutePattern,
  type WebRoutePath,
} from '@transmission-spec/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors/http-errors.js';
import { OIDC_PREFIX } from '../config/mount-paths.js';
import { ROBOTS_TXT } from './robots-txt.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const WEB_NOT_BUILT_TEXT =
  'The web app is not built yet. Run `npm run build` (or `npm start`) and restart the server.\n';

/** A browser navigation the single-page app should answer, as opposed to an API call or a file. */
function isAppRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !(path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/'));
}

/** Under the identity provider's mount: the provider's, never a page. */
function isProviderPath(path: string): boolean {
  return path === OIDC_PREFIX || path.startsWith(`${OIDC_PREFIX}/`);
}

/**
 * The path as the router sees it: %-escapes decoded, so /%61pi/x counts as the API (a JSON 404), as
 * it does for CSRF and the rate limit. An undecodable path is left as it is (never an API path).
 */
function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The request target in origin form (a path and query). A client may send the absolute form,
 * `GET http://host/path HTTP/1.1` (RFC 9112 3.2.2), which Node hands over as it is: put after the
 * public origin it made a malformed Location (`http://localhost:3000http://...`). Only its path and
 * query are kept; its host says nothing about where the browser should go.
 */
function originForm(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return '/';
  }
}

/** True when the address asked for is under pages/, where the build writes the page documents. */
function isPageDocumentAddress(request: FastifyRequest): boolean {
  const path = decodedPath(request.url)
    .toLowerCase()
    .replaceAll(/\/{2,}/g, '/');
  return path === '/pages' || path.startsWith('/pages/');
}

/**
 * True when the address asked for names a compressed copy the build wrote beside a file
 * (index.html.br, assets/x.js.gz). Those are sent in place of the file itself, with
 * Content-Encoding, when the browser accepts them; asked for by their own name they went out as
 * application/octet-stream, a second address of the same page (decision 077: no page has one).
 */
function isPrecompressedCopyAddress(request: FastifyRequest): boolean {
  return /\.(br|gz)$/.test(decodedPath(request.url).toLowerCase());
}

/** The static plugin's catch-all route, which answers index.html at / and the files beside it. */
const STATIC_ROUTE = '/*';

/**
 * True for a page request this plugin answers (the static files, a deep link, an unknown page), as
 * opposed to the server's own routes (/api, /login, /logout, the provider under /oidc, the sign-in
 * interaction's calls), which Fastify matched to routes of their own.
 */
function isPageRequest(request: FastifyRequest, path: string): boolean {
  const route = request.routeOptions.url;
  return (
    (route === undefined || route === STATIC_ROUTE) &&
    isAppRoute(request.method, path) &&
    !isProviderPath(path)
  );
}

/**
 * Serves the built web app. Vite names files under assets/ by content hash, so they are cached for a
 * year; index.html and the other root files are revalidated every time so a deploy shows at once.
 * This plugin owns the not-found handler: an unmatched browser navigation (/help, /spec/12) gets
 * the app's document so deep links survive a reload (with 404 when it is no page of the app), and
 * everything else gets the JSON 404. The document is the page's own copy under pages/ when the
 * build wrote one (decision 077), index.html otherwise.
 */
export const webPlugin = fp(
  async (app) => {
    const root = app.config.webDistDir;
    const built = existsSync(join(root, 'index.html'));
    const publicOrigin = new URL(app.config.publicUrl);
    // Decision 077: the build writes pages/<page>.html for the pages the router loads lazily:
    // index.html plus that page's code to preload. Found once: a new build means a restart anyway.
    const pageDocuments = new Map<WebRoutePath, string>(
      built
        ? WEB_ROUTE_PATHS.map((pattern) => [pattern, pageDocumentPath(pattern)] as const).filter(
            ([, file]) => existsSync(join(root, file)),
          )
        : [],
    );

    // Sign-in and the session cookies belong to the public origin's host: the provider sends the
    // browser back there, and cookies set under another name (http://127.0.0.1:3000 for a
    // PUBLIC_URL of http://localhost:3000) never reach it. So a page asked for under another host
    // name goes to the same path on the public origin first. Only the name is compared: cookies do
    // not depend on the port, and a proxy may pass the name without it (nginx's $host). 302, not
    // 308: a permanent redirect is cached by the browser, and would outlive a change of PUBLIC_URL.
    // A callback hook that leaves at once for the server's own routes (the whole API among them):
    // it runs on every request, and only pages can be redirected.
    app.addHook('onRequest', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (
        (route !== undefined && route !== STATIC_ROUTE) ||
        !isPageRequest(request, decodedPath(request.url)) ||
        request.hostname.toLowerCase() === publicOrigin.hostname
      ) {
        done();
        return;
      }
      // Answered here, so the chain goes no further (Fastify's way for a callback hook).
      void reply
        .header('cache-control', 'no-store')
        .redirect(`${publicOrigin.origin}${originForm(request.url)}`, 302);
    });

    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        // Never hand out a stray .env or .git that ended up beside the build.
        dotfiles: 'deny',
        // Decision 067: the build writes a brotli and a gzip copy of every text file (.br, .gz);
        // this sends the one the browser accepts (brotli first), or the file itself, with
        // Content-Encoding and Vary: Accept-Encoding. A deep link's document is chosen the same way.
        preCompressed: true,
        // The page documents answer only at their pages' addresses: /pages/survey.html as a file
        // would be a second copy of the survey for crawlers, which the app shows as Page Not Found.
        // Judged by the address asked for, so the fallback below may still send them.
        // Nor are the compressed copies served under their own names (.br, .gz): 404.
        allowedPath: (_path, _root, request) =>
          !isPageDocumentAddress(request) && !isPrecompressedCopyAddress(request),
        cacheControl: false,
        setHeaders: (reply, path) => {
          const inAssets = relative(root, path).startsWith(`assets${sep}`);
          reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir: root }, 'web app not built: pages answer 503 until it is');
    }

    // A real robots.txt, whether or not the web app is built: without it the page fallback below
    // answered index.html with 404, which tells crawlers nothing. Not part of the API's
    // description, like the pages; no CSRF cookie either, since crawlers and caches read it.
    app.get(
      '/robots.txt',
      {
        schema: { hide: true },
        onSend: (_request, reply, payload, done) => {
          reply.removeHeader('set-cookie');
          done(null, payload);
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send(ROBOTS_TXT),
    );

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const path = decodedPath(request.url);
      if (!isAppRoute(request.method, path)) throw notFound();
      if (!built) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(WEB_NOT_BUILT_TEXT);
      }
      // A path the router does not know shows 'Page Not Found': the same page, with the status
      // that says so to crawlers, link checkers and scripts (domain WEB_ROUTE_PATHS).
      const pattern = webRoutePattern(path);
      if (pattern === undefined) reply.code(404);
      // A shared spec's page is reached by a secret link: search engines must not list it.
      if (isSharedSpecPagePath(path)) reply.header('x-robots-tag', 'noindex');
      const document = pattern === undefined ? undefined : pageDocuments.get(pattern);
      return reply.sendFile(document ?? 'index.html');
    });
  },
  { name: 'web', fastify: '5.x', dependencies: ['config', 'error-handler', 'rate-limit'] },
);
