import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Below this many bytes an answer goes out as it is: it fits in one Wi-Fi/Ethernet frame (MSS
 * 1460) either way, so compressing it saves no round trip and costs a compression stream on every
 * request (a heartbeat, a barcode lookup, one record, an error). Measured: compressing the 1.2 KB
 * barcode lookup answer cost it more CPU than the lookup itself.
 */
export const COMPRESSION_THRESHOLD = 1400;

/**
 * br or gzip by the client's `Accept-Encoding` for API answers and files without a
 * precompressed variant. Brotli at quality 4 and gzip at level 6: near-maximal savings on
 * JSON lists for a fraction of the CPU of brotli's default (11), which takes about a
 * second on a 200-line list. Static assets are compressed at build time at full quality.
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
