// @vitest-environment jsdom
/**
 * The store screen's trash (useStoreEdits().remove) on the one write path: store picking empties the
 * pick through the outbox (its picked quantity set to 0, as a typed 0 would be), supply creation
 * deletes the pick with its readings as one held command that can be sent again without harm.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStoreEdits } from '../../../src/features/store/use-store-edits';
import { PICKS_WITH_READINGS_FIELDS } from '../../../src/domain/pick-fields';
import type { Pick } from '../../../src/domain/records';
import { api, ApiError } from '../../../src/lib/api';
import type { Command } from '../../../src/lib/command-queue';
import { dialogs, getOpenDialogs } from '../../../src/lib/dialogs/dialogs';
import { outbox } from '../../../src/lib/outbox';
import { setUser } from '../../../src/lib/session';

const SUPPLY = 7;
const pick = {
  id: 41,
  project_id: SUPPLY,
  item_id: 3,
  location_id: 5,
  quantity: 4,
  quantity_detected: 3,
  item: { code: 'ART-1' },
  project_rows: [
    { id: 901, quantity: 2 },
    { id: 902, quantity: 1 },
  ],
} as unknown as Pick;

type Call = { method: string; path: string; query?: unknown; json?: unknown; key?: unknown };

/** Every request the screen makes (the outbox's and the command's), answered as the server would. */
function recordRequests(answer: (call: Call) => unknown = () => ({})) {
  const calls: Call[] = [];
  vi.spyOn(api, 'request').mockImplementation(async (method, path, options = {}) => {
    const call = { method, path, query: options.query, json: options.json, key: options.idempotencyKey };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return result as never;
  });
  vi.spyOn(api, 'remove').mockImplementation(async (model, id) => {
    const call = { method: 'DELETE', path: `/${model}/${id}` };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
  });
  return calls;
}

/** Runs the trash and answers its question; returns the commands it handed to the screen's queue. */
async function trash(picking: boolean, yes: boolean): Promise<Command[]> {
  const held: Command[] = [];
  const { result } = renderHook(() => useStoreEdits(SUPPLY, picking));
  await act(async () => {
    const done = result.current.remove(pick, async (command) => void held.push(command));
    for (let i = 0; i < 50 && getOpenDialogs().length === 0; i++) await new Promise((r) => setTimeout(r, 0));
    getOpenDialogs()[0]!.close(yes);
    await done;
  });
  return held;
}

const storeEntries = () => outbox.entries().filter((e) => e.scope === `store:${SUPPLY}`);

describe("the store screen's trash", () => {
  beforeEach(() => setUser({ id: 1, email: 'op@example.com' }));
  afterEach(() => {
    dialogs.closeAll();
    outbox.entries().forEach((e) => outbox.dismiss(e.key));
    vi.restoreAllMocks();
  });

  it("store picking: 'Sì' sets the picked quantity to 0 through the outbox, on the figure shown, no held command", async () => {
    const calls = recordRequests();
    const held = await trash(true, true);
    expect(held).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `/picks/${pick.id}`,
      // The store list's fields: the answer's pick goes into it as the list holds it.
      query: { do: 'store_picked', a: PICKS_WITH_READINGS_FIELDS },
      json: { quantity: 0, location_id: 5, seen_detected: 3 },
    });
    expect(typeof calls[0]!.key).toBe('string');
  });

  it("'No' leaves the row as it is: nothing queued, nothing sent", async () => {
    const calls = recordRequests();
    expect(await trash(true, false)).toEqual([]);
    expect(await trash(false, false)).toEqual([]);
    expect(storeEntries()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('supply creation: one held command (the readings by delete_rows, then the pick); sent again it repeats the same key', async () => {
    const calls = recordRequests((call) =>
      // The pick went on the first try: the second finds it gone, which is what was wanted.
      call.method === 'DELETE' && calls.filter((c) => c.method === 'DELETE').length > 1
        ? new ApiError('Record non trovato', 'http', 404, {})
        : {},
    );
    const held = await trash(false, true);
    expect(held).toHaveLength(1);
    expect(storeEntries()).toEqual([]);
    await held[0]!();
    await held[0]!();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /projects/${SUPPLY}`,
      `DELETE /picks/${pick.id}`,
      `POST /projects/${SUPPLY}`,
      `DELETE /picks/${pick.id}`,
    ]);
    expect(calls[0]).toMatchObject({ query: { do: 'delete_rows' }, json: { pick_ids: [pick.id] } });
    expect(calls[2]!.key).toBe(calls[0]!.key);
  });
});
