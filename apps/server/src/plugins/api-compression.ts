import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: below a packet, compressing saves no round trip. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Decision 068: API answers over 1 KB are gzipped when Accept-Encoding allows it.
 * Registered inside the /api scope and the API description's (/api/docs, plugins/swagger.ts) only:
 * the web app's files are compressed at build time and
 * served as they are (plugins/web.ts), so nothing is compressed twice. Compressed request bodies
 * are not accepted (globalDecompression off): the body limit must count the bytes a handler parses.
 */
export const apiCompressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: API_COMPRESSION_THRESHOLD_BYTES,
      // gzip only: on the survey answer (3.5 KB of JSON) brotli at quality 4 sent 8 bytes more
      // for two thirds more CPU (bench/api-compression.mjs; decision 068).
      encodings: ['gzip'],
      globalDecompression: false,
    });
  },
  { name: 'api-compression', fastify: '5.x' },
);
