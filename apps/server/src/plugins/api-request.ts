import type { FastifyRequest } from 'fastify';

/**
 * True for a call to the API. Both the matched route pattern and the raw URL are checked: the router
 * decodes %-escapes before matching (so /%61pi/x reaches an /api route), and an unknown /api path is
 * first matched by the web app's catch-all static route. CSRF and rate limiting must see both.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    route?.startsWith('/api/') === true ||
    request.url === '/api' ||
    request.url.startsWith('/api/') ||
    request.url.startsWith('/api?')
  );
}

const PROBE_ROUTES = new Set(['/api/health', '/api/ready']);

/**
 * True for the health and readiness probes. Load balancers poll them often, from few addresses and
 * without cookies, so they are neither rate limited nor handed a CSRF cookie.
 */
export function isProbeRequest(request: FastifyRequest): boolean {
  return isProbeRoute(request.routeOptions.url ?? '');
}

/** True for the URL pattern of a probe route. */
export const isProbeRoute = (url: string): boolean => PROBE_ROUTES.has(url);
