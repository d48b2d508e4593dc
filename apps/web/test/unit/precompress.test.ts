import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';

describe('precompress (the build step writing .br and .gz beside the built files)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes variants that decompress to the original, and skips small or binary files', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js =
      'export const rows = [' + Array.from({ length: 500 }, (_, i) => `"riga ${i}"`).join(',') + '];';
    writeFileSync(join(dir, 'assets/index-AbC123xy.js'), js);
    writeFileSync(join(dir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));

    const summary = precompress(dir);

    expect(summary.files).toBe(1);
    const br = readFileSync(join(dir, 'assets/index-AbC123xy.js.br'));
    const gz = readFileSync(join(dir, 'assets/index-AbC123xy.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 4);
    expect(existsSync(join(dir, 'registerSW.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
  });
});
