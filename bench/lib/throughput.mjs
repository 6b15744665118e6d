import autocannon from 'autocannon';

/**
 * Runs autocannon against one URL on loopback for a bounded time and returns the figures we report.
 * @param {string} url
 * @param {number} seconds
 * @param {number} connections
 */
export async function measureThroughput(url, seconds, connections) {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
