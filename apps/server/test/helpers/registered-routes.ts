import type { FastifyInstance } from 'fastify';

/** One method and URL pattern the app registered, e.g. PUT /api/transmission/:id. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

/**
 * `├── segment (GET, HEAD)` under any depth of `│   ` or four-space indentation; a node that only
 * joins its children has no methods.
 */
const ROUTE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app answers, read from Fastify's own route tree (printRoutes), so a route added
 * later is listed without anyone remembering to. HEAD and OPTIONS are left out: Fastify adds HEAD to
 * every GET, and OPTIONS only exists on the identity provider's mount.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = ROUTE_LINE.exec(line.trimEnd());
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const url = `${depth === 0 ? '' : (prefixes[depth - 1] ?? '')}${segment}`;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    if (methods === '') continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

/** `METHOD url`, the key the hostile-input tables use. */
export const routeKey = (route: RegisteredRoute): string => `${route.method} ${route.url}`;

/** The names of a URL pattern's path parameters (`:id` gives `id`); wildcards are not parameters. */
export function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}
