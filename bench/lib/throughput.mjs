import autocannon from 'autocannon';

/**
 * Runs autocannon against one URL on loopback for a bounded time and returns the figures we report.
 * @param {string} url
 * @param {number} seconds
 * @param {number} connections
 * @param {{ method?: 'GET' | 'POST', headers?: Record<string, string>, body?: string }} [request]
 */
export async function measureThroughput(url, seconds, connections, request = {}) {
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    ...request,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The headers a state-changing API call needs: the CSRF cookie handed out by the server, echoed in
 * X-CSRF-Token, as the web app does.
 * @param {string} origin
 */
export async function csrfHeaders(origin) {
  const response = await fetch(`${origin}/api/config`);
  const token = /csrf-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('the server handed out no csrf-token cookie');
  return {
    cookie: `csrf-token=${token}`,
    'x-csrf-token': token,
    'content-type': 'application/json',
  };
}
