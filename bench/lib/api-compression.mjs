import { request as httpRequest } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { csrfHeaders, measureThroughput } from './throughput.mjs';
import { LINEHAUL_ANSWERS } from './survey-answers.mjs';
import { median } from './median.mjs';

/** What a browser sends, what curl sends by default, and gzip alone (an older client or proxy). */
const ENCODINGS = /** @type {const} */ (['identity', 'gzip', 'br']);

/**
 * An answer's body as sent (node:http, unlike fetch, does not decode it).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {string} body
 * @returns {Promise<Buffer>}
 */
function wireBytes(url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** How many times the answer is compressed in process to time it. */
const COMPRESS_REPEATS = 2000;

/**
 * CPU time (user + system, microseconds) this process spends compressing `body` once, as
 * @fastify/compress does it (brotli quality 4, gzip at zlib's default level): the cost compression
 * adds to a request, free of the load of a shared machine that swings the whole-request figure.
 * @param {Buffer} body
 * @param {'gzip' | 'br'} encoding
 */
function compressMicros(body, encoding) {
  const compress =
    encoding === 'br'
      ? () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : () => gzipSync(body);
  const before = process.cpuUsage();
  for (let i = 0; i < COMPRESS_REPEATS; i += 1) compress();
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / COMPRESS_REPEATS) * 10) / 10;
}

/**
 * What compressing the survey answer (POST /api/survey, the busiest API call) costs and saves:
 * for each Accept-Encoding (identity, gzip, br) the bytes on the wire, the server's CPU time per
 * request (from /proc) as the median of `rounds` interleaved autocannon runs of `seconds` each, and
 * the CPU time compressing the answer once takes (timed in this process).
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
  /** @type {Record<string, number>} */
  const compressCost = {};
  for (const encoding of ENCODINGS) {
    const sent = await wireBytes(url, { ...headers, 'accept-encoding': encoding }, body);
    figures[encoding] = { bytes: sent.length, cpu: [], rps: [] };
    if (encoding === 'identity') {
      compressCost.gzip = compressMicros(sent, 'gzip');
      compressCost.br = compressMicros(sent, 'br');
    }
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
    compressMicros: compressCost[encoding] ?? 0,
    requestsPerSecond: median(figures[encoding]?.rps ?? []),
  }));
}
