/**
 * After `vite build`: writes a `.br` (brotli, maximum quality) and a `.gz` (gzip -9) beside every
 * compressible file of `dist/` worth compressing, so the server sends them as they are instead of
 * compressing the same bytes on every request (`apps/server/src/http/web-app.ts`).
 *
 *   tsx scripts/precompress.ts [dir]      (run by `npm run build -w apps/web`)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|wasm)$/;
/** As the server's threshold: a file that fits in one frame is not worth a variant. */
const MIN_BYTES = 1400;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the variants; a variant that would not be smaller than the original is not written. */
export function precompress(dir: string): { files: number; bytes: number; brBytes: number } {
  const summary = { files: 0, bytes: 0, brBytes: 0 };
  for (const path of [...files(dir)]) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const original = readFileSync(path);
    const br = brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    const gz = gzipSync(original, { level: 9 });
    if (br.length < original.length) writeFileSync(`${path}.br`, br);
    if (gz.length < original.length) writeFileSync(`${path}.gz`, gz);
    summary.files++;
    summary.bytes += original.length;
    summary.brBytes += Math.min(br.length, original.length);
  }
  return summary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const { files: n, bytes, brBytes } = precompress(dir);
  console.log(
    `precompressed ${n} files in ${dir}: ${(bytes / 1024).toFixed(0)} KB → ${(brBytes / 1024).toFixed(0)} KB (br)`,
  );
}
