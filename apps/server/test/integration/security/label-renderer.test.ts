import { afterEach, describe, expect, it } from 'vitest';
import { createLabelRenderer, LabelRenderError, type LabelRenderer } from '../../../src/printing/preview';

const SMALL = '^XA^PW400^LL200^FO20,20^A0N,30,30^FDCiao^FS^XZ';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

// The renderer thread on its own (no database): what previews and the virtual printer rely on.
describe('the label renderer thread', () => {
  let renderer: LabelRenderer | undefined;
  afterEach(() => renderer?.close());

  it('with a thread replaced after every label (a memory limit below any label), the next labels still render', async () => {
    // 1 MiB is below what the renderer's WASM holds after any label: every render replaces it.
    renderer = createLabelRenderer({ timeoutMs: 30_000, memoryMb: 1, queueLength: 8 });
    for (let i = 0; i < 3; i++) expect((await renderer.render(SMALL)).subarray(0, 4)).toEqual(PNG);
  });

  it('labels beyond the waiting queue are refused as busy, the others rendered', async () => {
    renderer = createLabelRenderer({ timeoutMs: 30_000, memoryMb: 256, queueLength: 2 });
    const results = await Promise.allSettled([SMALL, SMALL, SMALL].map((zpl) => renderer!.render(zpl)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (results[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(LabelRenderError);
    expect(refused.reason).toBe('busy');
  });

  it("serves owners in turn: another owner's label goes before the first owner's second, and one owner's excess is refused alone", async () => {
    renderer = createLabelRenderer({ timeoutMs: 30_000, memoryMb: 256, queueLength: 8, perUser: 2 });
    const done: string[] = [];
    const send = (owner: string, tag: string) =>
      renderer!.render(SMALL, owner).then(
        () => done.push(tag),
        (err: LabelRenderError) => done.push(`${tag}:${err.reason}`),
      );
    await Promise.all([send('a', 'a1'), send('a', 'a2'), send('a', 'a3'), send('b', 'b1')]);
    expect(done).toEqual(['a3:busy', 'a1', 'b1', 'a2']);
  });
});
