/**
 * The outgoing save: chunks of 1,000 through bulk_update_rows, each with its own idempotency key,
 * every row sent with its `lock_version` (even one the screen shows at that customer already: the
 * server compares), written chunks leaving the list at once, a lost connection waited out and sent
 * again with the same key, a 409 naming the rows that moved stopping the rest, and a refusal
 * stopping it too.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ProjectRow } from '../../../src/domain/records';
import { ApiError } from '../../../src/lib/api';
import {
  planOutgoingSave,
  runOutgoingSave,
  rowUpdates,
  type RowUpdate,
} from '../../../src/features/outgoing/save';
import { newIdempotencyKey } from '../../../src/lib/api';

const rows = (n: number): ProjectRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    code: `T${i}`,
    project_id: 9,
    lock_version: 3,
    description: 'vecchia',
    item: { id: i, code: `I${i}`, description: i % 2 ? 'Olio' : 'Pasta' },
  }));

/** A bulk update that fails call `on` (1-based) `times` times with `error`. */
function bulk(fail?: { on: number; error: unknown; times?: number }) {
  let call = 0;
  let failures = 0;
  return vi.fn(async (_projectId: number, _rows: RowUpdate[], _key: string) => {
    call++;
    if (fail && call === fail.on + failures && failures < (fail.times ?? 1)) {
      failures++;
      throw fail.error;
    }
    return [];
  });
}

function progress(dropAfterWaits = Infinity) {
  let waits = 0;
  return {
    saved: vi.fn(),
    waiting: vi.fn(),
    wait: vi.fn(async () => ++waits <= dropAfterWaits),
    dropped: () => waits > dropAfterWaits,
  };
}

const http = (status: number, body: unknown) =>
  new ApiError('Errore interno del server', 'http', status, body);

describe('outgoing save', () => {
  it('moves each reading to the project with its item description and lock_version', () => {
    expect(rowUpdates(4, rows(2))).toEqual([
      { id: 1, project_id: 4, description: 'Pasta', lock_version: 3 },
      { id: 2, project_id: 4, description: 'Olio', lock_version: 3 },
    ]);
  });

  it('sends readings the screen shows at that customer already: the server compares', () => {
    const [a, b] = rows(2) as [ProjectRow, ProjectRow];
    expect(rowUpdates(4, [{ ...a, project_id: 4, description: 'Pasta' }, b]).map((u) => u.id)).toEqual([
      1, 2,
    ]);
  });

  it('many readings: bulk_update_rows in chunks of 1,000, each with its own key', async () => {
    const send = bulk();
    const p = progress();
    await expect(
      runOutgoingSave(planOutgoingSave(4, rows(2500), newIdempotencyKey), send, p),
    ).resolves.toEqual({ kind: 'done' });
    expect(send.mock.calls.map(([id, part]) => [id, part.length])).toEqual([
      [4, 1000],
      [4, 1000],
      [4, 500],
    ]);
    expect(new Set(send.mock.calls.map((c) => c[2])).size).toBe(3);
    expect(p.saved).toHaveBeenCalledTimes(3);
    expect(p.wait).not.toHaveBeenCalled();
  });

  it('a lost connection: waits, says so, and sends the chunk again with the same key', async () => {
    const send = bulk({ on: 2, error: new ApiError('Rete assente', 'network', 0), times: 2 });
    const p = progress();
    await expect(
      runOutgoingSave(planOutgoingSave(4, rows(2500), newIdempotencyKey), send, p),
    ).resolves.toEqual({ kind: 'done' });
    const keys = send.mock.calls.map((c) => c[2]);
    expect(keys).toHaveLength(5);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[2]).toBe(keys[3]);
    expect(new Set(keys).size).toBe(3);
    expect(p.wait.mock.calls).toEqual([[1], [2]]);
    expect(p.waiting.mock.calls[0]).toEqual([true]);
    expect(p.saved).toHaveBeenCalledTimes(3);
  });

  it('dropped while waiting: nothing more is sent', async () => {
    const send = bulk({ on: 1, error: new ApiError('Rete assente', 'network', 0), times: 5 });
    const p = progress(1);
    await expect(runOutgoingSave(planOutgoingSave(4, rows(40), newIdempotencyKey), send, p)).resolves.toEqual(
      { kind: 'dropped' },
    );
    expect(send).toHaveBeenCalledTimes(2);
    expect(p.saved).not.toHaveBeenCalled();
  });

  it('rows moved meanwhile: the rest is not sent, the moved tags are named with where they are', async () => {
    const body = {
      id: 'stale_record',
      error: 'Modifica in conflitto con altro operatore su 2 record',
      by: { id: 3, name: 'Anna' },
      at: '2026-11-27T10:42:00Z',
      stale: [
        { id: 1001, code: 'T1000', project_id: 7, lock_version: 4 },
        { id: 1003, code: null, project_id: 7, lock_version: 4 },
      ],
    };
    const send = bulk({ on: 2, error: new ApiError('Modifica in conflitto', 'conflict', 409, body) });
    const p = progress();
    const result = await runOutgoingSave(planOutgoingSave(4, rows(2500), newIdempotencyKey), send, p);
    expect(result).toMatchObject({
      kind: 'moved',
      refusal: { by: { name: 'Anna' } },
      rows: [
        { code: 'T1000', projectId: 7 },
        { code: 'T1002', projectId: 7 },
      ],
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(p.saved).toHaveBeenCalledTimes(1);
  });

  it('a refusal: the rest is not sent, the list keeps what was not written', async () => {
    const error = http(500, { error: 'Errore interno del server' });
    const send = bulk({ on: 1, error });
    const p = progress();
    await expect(runOutgoingSave(planOutgoingSave(4, rows(40), newIdempotencyKey), send, p)).resolves.toEqual(
      { kind: 'failed', error },
    );
    expect(p.saved).not.toHaveBeenCalled();
  });
});
