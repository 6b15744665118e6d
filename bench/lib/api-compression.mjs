import { request as httpRequest } from 'node:http';
import { csrfHeaders, measureThroughput } from './throughput.mjs';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';

/** What a browser sends, what curl sends by default, and gzip alone (an older client or proxy). */
const ENCODINGS = /** @type {const} */ (['identity', 'gzip', 'br']);

/**
 * The bytes of an answer's body as sent (node:http, unlike fetch, does not decode it).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {string} body
 * @returns {Promise<number>}
 */
function wireBytes(url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      let total = 0;
      response.on('data', (/** @type {Buffer} */ chunk) => (total += chunk.length));
      response.on('end', () => resolve(total));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * What compressing the survey answer (POST /api/survey, the busiest API call) costs and saves:
 * for each Accept-Encoding (identity, gzip, br) the bytes on the wire and the server's CPU time per
 * request (from /proc), as the median of `rounds` interleaved autocannon runs of `seconds` each.
 * @param {{ origin: string, serverPid: number | undefined, seconds?: number, connections?: number, rounds?: number }} options
 */
export async function measureApiCompression({
  origin,
  serverPid,
  seconds = 5,
  connections = 10,
  rounds = 3,
}) {
  const headers = await csrfHeaders(origin);
  const body = JSON.stringify(LINEHAUL_ANSWERS);
  const url = `${origin}/api/survey`;
  /** @type {Record<string, { bytes: number, cpu: number[], rps: number[] }>} */
  const figures = {};
  for (const encoding of ENCODINGS) {
    const bytes = await wireBytes(url, { ...headers, 'accept-encoding': encoding }, body);
    figures[encoding] = { bytes, cpu: [], rps: [] };
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const encoding of ENCODINGS) {
      const result = await measureThroughput(
        url,
        seconds,
        connections,
        { method: 'POST', headers: { ...headers, 'accept-encoding': encoding }, body },
        serverPid,
      );
      figures[encoding]?.cpu.push(result.cpuMicrosPerRequest ?? 0);
      figures[encoding]?.rps.push(result.requestsPerSecond);
    }
  }
  return ENCODINGS.map((encoding) => ({
    encoding,
    bytes: figures[encoding]?.bytes ?? 0,
    cpuMicrosPerRequest: median(figures[encoding]?.cpu ?? []),
    requestsPerSecond: median(figures[encoding]?.rps ?? []),
  }));
}
