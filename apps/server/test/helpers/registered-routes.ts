import type { RouteOptions } from 'fastify';

/** One method and URL pattern the app registered, e.g. PUT /api/transmission/:id. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  /** The route's own body limit in bytes; undefined: the app-wide default. */
  readonly bodyLimit?: number;
}

/**
 * Collects every route the app registers, from Fastify's onRoute hook (pass `onRoute` to buildApp's
 * options), so a route added later is listed without anyone remembering to. The access matrix and
 * the hostile-input suite both read routes this way.
 */
export function routeCollector(): {
  readonly onRoute: (route: RouteOptions) => void;
  readonly routes: RegisteredRoute[];
} {
  const routes: RegisteredRoute[] = [];
  return {
    routes,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const limit = route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit };
        routes.push({ method, url: route.url, ...limit });
      }
    },
  };
}

/**
 * The routes that take input from callers: HEAD (Fastify adds one to every GET) and OPTIONS (only
 * the identity provider's mount has it, and it reads nothing) are left out.
 */
export function inputRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
}

/** `METHOD url`, the key the route tables use. */
export const routeKey = (route: RegisteredRoute): string => `${route.method} ${route.url}`;

/** The names of a URL pattern's path parameters (`:id` gives `id`); wildcards are not parameters. */
export function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}
