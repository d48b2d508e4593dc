/**
 * The scan engine's bulk-tags mode (lib/scan/bulk-tags.ts) with a fake look-up and fake timers:
 * de-duplication, batches of at most 500 with at most 2 at once, throttled snapshots, unknown tags
 * listed, 'Cancella lista', a save, a reload after a conflict, failed look-ups.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkTags, type BulkTagsOptions } from '../../../src/lib/scan/bulk-tags';
import { rowDescription } from '../../../src/features/outgoing/save';

interface Row {
  id: number;
  code: string;
  group: string;
}
type ReadingStoreOptions = BulkTagsOptions<Row>;

const DESCRIPTIONS = ['Pasta', 'Olio', 'Vino'];
const row = (code: string, n = Number(code.replace(/\D/g, '')) || 0): Row => ({
  id: n + 1,
  code,
  group: DESCRIPTIONS[n % 3]!,
});
const tags = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `T${from + i}`);

/** A look-up the test answers by hand. */
function manualLookup() {
  const calls: { codes: string[]; resolve: (rows: Row[]) => void; reject: (e: unknown) => void }[] = [];
  const lookup = vi.fn(
    (codes: string[]) =>
      new Promise<Row[]>((resolve, reject) => {
        calls.push({ codes, resolve, reject });
      }),
  );
  const answer = async (i: number, known: (code: string) => boolean = () => true) => {
    const call = calls[i]!;
    call.resolve(call.codes.filter(known).map((c) => row(c)));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, lookup, answer };
}

function store(options: Partial<ReadingStoreOptions> & Pick<ReadingStoreOptions, 'lookup'>) {
  return new BulkTags<Row>({
    codeOf: (r) => r.code,
    groupOf: (r) => r.group,
    gatherMs: 15,
    notifyMs: 100,
    batchSize: 500,
    maxInFlight: 2,
    ...options,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BulkTags: de-duplication and batching', () => {
  it('counts a tag once however often it is read', async () => {
    const { lookup, answer } = manualLookup();
    const s = store({ lookup });
    expect(s.add(['A1', 'A1', 'A2'])).toBe(2);
    expect(s.add(['A2', ' A1 ', ''])).toBe(0);
    await vi.advanceTimersByTimeAsync(15);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith(['A1', 'A2']);
    await answer(0);
    s.add(['A1']);
    await vi.advanceTimersByTimeAsync(200);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot().total).toBe(2);
  });

  it('gathers a burst into batches of at most batchSize, at most maxInFlight at once', async () => {
    const { calls, lookup, answer } = manualLookup();
    const s = store({ lookup });
    for (const tag of tags(1200)) s.add([tag]); // one reading each, synchronously
    await vi.advanceTimersByTimeAsync(15);
    expect(calls.map((c) => c.codes.length)).toEqual([500, 500]);
    // Meanwhile more arrive; they wait for a free slot.
    s.add(tags(100, 1200));
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toHaveLength(2);
    await answer(0);
    await vi.advanceTimersByTimeAsync(15);
    expect(calls.map((c) => c.codes.length)).toEqual([500, 500, 300]);
    await answer(1);
    await answer(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.getSnapshot()).toMatchObject({ total: 1300, pending: 0, unknown: 0 });
    const asked = calls.flatMap((c) => c.codes);
    expect(new Set(asked).size).toBe(1300);
  });

  it('a full batch starts without waiting', async () => {
    const { lookup } = manualLookup();
    const s = store({ lookup, gatherMs: 1000 });
    s.add(tags(500));
    await vi.advanceTimersByTimeAsync(0);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('counts tags that are no reading as unknown, and does not look them up again', async () => {
    const { lookup, answer } = manualLookup();
    const s = store({ lookup });
    s.add(['T1', 'X-UNKNOWN']);
    await vi.advanceTimersByTimeAsync(15);
    await answer(0, (c) => c !== 'X-UNKNOWN');
    await vi.advanceTimersByTimeAsync(100);
    expect(s.getSnapshot()).toMatchObject({ total: 1, unknown: 1 });
    s.add(['X-UNKNOWN']);
    await vi.advanceTimersByTimeAsync(100);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('ignores rows the server sends for tags not asked', async () => {
    const lookup = vi.fn(async (codes: string[]) => [...codes.map((c) => row(c)), row('T999')]);
    const s = store({ lookup });
    s.add(['T1']);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.rows().map((r) => r.code)).toEqual(['T1']);
  });
});

describe('BulkTags: notifications', () => {
  it('tells subscribers at most once per notifyMs, with one new snapshot', async () => {
    const lookup = vi.fn(async (codes: string[]) => codes.map((c) => row(c)));
    const s = store({ lookup });
    const listener = vi.fn();
    s.subscribe(listener);
    const before = s.getSnapshot();
    for (const tag of tags(300)) s.add([tag]);
    expect(listener).not.toHaveBeenCalled();
    expect(s.getSnapshot()).toBe(before);
    await vi.advanceTimersByTimeAsync(100);
    const calls = listener.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.getSnapshot().total).toBe(300);
    expect(listener.mock.calls.length).toBeLessThanOrEqual(4);
    // Quiet: no more notifications.
    const settled = listener.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(listener).toHaveBeenCalledTimes(settled);
  });

  it('groups the readings by item description, most read first', async () => {
    const lookup = vi.fn(async (codes: string[]) => codes.map((c) => row(c)));
    const s = store({ lookup });
    s.add(tags(7)); // Pasta 0,3,6 · Olio 1,4 · Vino 2,5
    await vi.advanceTimersByTimeAsync(200);
    expect(s.getSnapshot().groups).toEqual([
      { group: 'Pasta', count: 3 },
      { group: 'Olio', count: 2 },
      { group: 'Vino', count: 2 },
    ]);
  });

  it('rowDescription takes the item description, else the row one', () => {
    expect(
      rowDescription({ id: 1, item: { id: 1, code: 'OLIO', description: ' Olio ' }, description: 'x' }),
    ).toBe('Olio');
    expect(rowDescription({ id: 1, item: null, description: 'Riga' })).toBe('Riga');
    expect(rowDescription({ id: 1 })).toBe('');
  });
});

describe('BulkTags: clear, save, failures', () => {
  it("'Cancella lista' empties everything and drops answers of look-ups still running", async () => {
    const { lookup, answer } = manualLookup();
    const s = store({ lookup });
    s.add(['T1', 'T2']);
    await vi.advanceTimersByTimeAsync(15);
    s.clear();
    expect(s.getSnapshot()).toMatchObject({ total: 0, pending: 0, unknown: 0, groups: [] });
    await answer(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.getSnapshot().total).toBe(0);
    // The same tags count again.
    expect(s.add(['T1'])).toBe(1);
  });

  it('after a save, forgets the saved readings and the unknown tags, keeps readings that arrived meanwhile', async () => {
    const lookup = vi.fn(async (codes: string[]) => codes.filter((c) => c !== 'X').map((c) => row(c)));
    const s = store({ lookup });
    s.add(['T1', 'T2', 'X']);
    await vi.advanceTimersByTimeAsync(200);
    const saving = s.rows().map((r) => r.code as string);
    s.add(['T3']);
    await vi.advanceTimersByTimeAsync(200);
    s.resetAfterSave(saving);
    expect(s.getSnapshot()).toMatchObject({ total: 1, unknown: 0 });
    expect(s.rows().map((r) => r.code)).toEqual(['T3']);
    expect(s.add(['T1', 'X'])).toBe(2);
  });

  it('retries a failed look-up, then forgets its tags and reports once', async () => {
    const onLookupError = vi.fn();
    const lookup = vi.fn(async () => {
      throw new Error('Giù');
    });
    const s = store({ lookup, onLookupError, retries: 2, retryDelayMs: 1000 });
    s.add(['T1', 'T2']);
    await vi.advanceTimersByTimeAsync(15);
    expect(lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.getSnapshot().pending).toBe(2); // waiting for the retry
    await vi.advanceTimersByTimeAsync(1900);
    expect(lookup).toHaveBeenCalledTimes(3);
    expect(onLookupError).toHaveBeenCalledTimes(1);
    expect(onLookupError).toHaveBeenCalledWith(expect.any(Error), ['T1', 'T2']);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.getSnapshot()).toMatchObject({ total: 0, pending: 0 });
    // Read again, looked up again.
    expect(s.add(['T1'])).toBe(1);
  });

  it('a retry that succeeds counts the tags', async () => {
    let fail = true;
    const lookup = vi.fn(async (codes: string[]) => {
      if (fail) {
        fail = false;
        throw new Error('una volta');
      }
      return codes.map((c) => row(c));
    });
    const onLookupError = vi.fn();
    const s = store({ lookup, onLookupError, retryDelayMs: 500 });
    s.add(['T1', 'T2']);
    await vi.advanceTimersByTimeAsync(700);
    expect(s.getSnapshot().total).toBe(2);
    expect(onLookupError).not.toHaveBeenCalled();
  });

  it('lists the unknown tags, and keeps every tag read for a later visit', async () => {
    const lookup = vi.fn(async (codes: string[]) =>
      codes.filter((c) => !c.startsWith('X')).map((c) => row(c)),
    );
    const s = store({ lookup });
    s.add(['T1', 'X1', 'T2', 'X2', 'X1']);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.unknownCodes()).toEqual(['X1', 'X2']);
    expect(s.codes()).toEqual(['T1', 'X1', 'T2', 'X2']);
  });

  it('reload looks every found tag up again and counts each once', async () => {
    let description = 'Pasta';
    const lookup = vi.fn(async (codes: string[]) => codes.map((c) => ({ ...row(c), group: description })));
    const s = store({ lookup });
    s.add(tags(3));
    await vi.advanceTimersByTimeAsync(200);
    description = 'Olio';
    s.reload();
    expect(s.getSnapshot()).toMatchObject({ total: 0, pending: 3 });
    await vi.advanceTimersByTimeAsync(200);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(lookup.mock.calls[1]![0]).toEqual(tags(3));
    expect(s.getSnapshot()).toMatchObject({ total: 3, pending: 0, groups: [{ group: 'Olio', count: 3 }] });
  });
});
