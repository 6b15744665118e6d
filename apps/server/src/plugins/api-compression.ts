import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: below a packet, compressing saves no round trip. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Decision 068: API answers over 1 KB are compressed (brotli or gzip, as Accept-Encoding asks).
 * Registered inside the /api scope only: the web app's files are compressed at build time and
 * served as they are (plugins/web.ts), so nothing is compressed twice. Compressed request bodies
 * are not accepted (globalDecompression off): the body limit must count the bytes a handler parses.
 * Brotli at quality 4, @fastify/compress's default, costs about what gzip does on a JSON answer.
 */
export const apiCompressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: API_COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'api-compression', fastify: '5.x' },
);
