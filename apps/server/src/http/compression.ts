import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Below this many bytes an answer goes out as it is: compressing it saves less than a
 * packet and costs CPU on every request (a heartbeat, a single record, a 404).
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * br or gzip by the client's `Accept-Encoding` for API answers and files without a
 * precompressed variant. Brotli at quality 4 and gzip at level 6: near-maximal savings on
 * JSON lists for a fraction of the CPU of brotli's default (11), which costs tens of
 * milliseconds on a 200-line list. Static assets are compressed at build time at full quality.
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
