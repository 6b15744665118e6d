import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../errors/http-errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const WEB_NOT_BUILT_TEXT =
  'The web app is not built yet. Run `npm run build` (or `npm start`) and restart the server.\n';

/** A browser navigation the single-page app should answer, as opposed to an API call or a file. */
function isAppRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !(path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/'));
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
 * Serves the built web app. Vite names files under assets/ by content hash, so they are cached for a
 * year; index.html and the other root files are revalidated every time so a deploy shows at once.
 * This plugin owns the not-found handler: an unmatched browser navigation (/help, /spec/12) gets
 * index.html so deep links survive a reload, and everything else gets the JSON 404.
 */
export const webPlugin = fp(
  async (app) => {
    const root = app.config.webDistDir;
    const built = existsSync(join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        // Never hand out a stray .env or .git that ended up beside the build.
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders: (reply, path) => {
          const inAssets = relative(root, path).startsWith(`assets${sep}`);
          reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir: root }, 'web app not built: pages answer 503 until it is');
    }

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
      return reply.sendFile('index.html');
    });
  },
  { name: 'web', fastify: '5.x', dependencies: ['config', 'error-handler', 'rate-limit'] },
);
