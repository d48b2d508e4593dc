import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';

// A real collection between samples, so the heap measured is what the export keeps, not garbage.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const keptHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

const ITEMS = 100_000;

describe.each(dialects)('export of %s: 100,000 items with flat memory', (dialect) => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await createHarness(dialect);
    const location = await create(h, 'locations', { name: 'Scaffale unico' });
    const stamp = new Date().toISOString();
    for (let start = 0; start < ITEMS; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        return {
          code: `M-${String(i).padStart(6, '0')}`,
          description: `Articolo di prova numero ${i} con una descrizione lunga quanto una vera`,
          location_id: i % 2 === 0 ? location.id : null,
          quantity: i % 7,
          locked_quantity: 0,
          created_at: stamp,
          updated_at: stamp,
        };
      });
      await h.handle.db.insertInto('items').values(rows).execute();
    }
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  }, 240_000);
  afterAll(() => h.close());

  const exportOf = (codeStart: string) =>
    fetch(
      `${base}/api/v2/items?do=export&columns=code,description,location_name,additional_barcodes,quantity&q[code_start]=${codeStart}&s=code+asc`,
      { headers: { authorization: `Bearer ${h.tokens.admin}` } },
    );

  it('streams every row while the server keeps a small fraction of the file', async () => {
    // A first small export loads and compiles what any export needs: that is not the list's memory.
    await (await exportOf('M-0000')).text();
    const before = keptHeap();
    const res = await exportOf('M-');
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let bytes = 0;
    let lines = 0;
    let sampledAt = 0;
    let peak = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lines += 1;
      // Sampled every 512 KiB: the client keeps nothing, so any growth is the server's.
      if (bytes - sampledAt > 512 * 1024) {
        sampledAt = bytes;
        peak = Math.max(peak, keptHeap() - before);
      }
    }
    // Holding the list (rows as objects, or the file as a string) would keep more than the file's size.
    console.info(
      `${dialect}: export ${(bytes / 2 ** 20).toFixed(1)} MiB, peak kept heap growth ${(peak / 2 ** 20).toFixed(1)} MiB`,
    );
    expect(lines).toBe(ITEMS + 1);
    expect(bytes).toBeGreaterThan(8 * 1024 * 1024);
    expect(peak).toBeLessThan(bytes / 4);
  }, 240_000);
});
