/**
 * The outgoing save as write-queue steps: chunks of 1,000 through bulk_update_rows (one reading: a
 * plain update), each with its own idempotency key fixed when the steps are made, `lock_version`
 * sent, written chunks leaving the list at once, a conflict or a refusal stopping the rest, and a
 * lost connection left to the queue (the step throws, to be run again with the same key).
 */
import { describe, expect, it, vi } from 'vitest';
import type { ProjectRow } from '../../../src/domain/records';
import { ApiError } from '../../../src/lib/api';
import type { Step } from '../../../src/lib/write-queue';
import {
  outgoingSaveSteps,
  rowUpdates,
  type OutgoingSaveDeps,
  type RowUpdate,
} from '../../../src/features/outgoing/save';

const rows = (n: number): ProjectRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    code: `T${i}`,
    project_id: 9,
    lock_version: 3,
    description: 'vecchia',
    item: { id: i, code: `I${i}`, description: i % 2 ? 'Olio' : 'Pasta' },
  }));

function deps(fail?: { on: number; error: unknown; times?: number }) {
  let call = 0;
  let failures = 0;
  return {
    updateRow: vi.fn(async (_id: number, _payload: Omit<RowUpdate, 'id'>, _key: string) => ({})),
    bulkUpdate: vi.fn(async (_projectId: number, _rows: RowUpdate[], _key: string) => {
      call++;
      if (fail && call === fail.on + failures && failures < (fail.times ?? 1)) {
        failures++;
        throw fail.error;
      }
      return [];
    }),
  } satisfies OutgoingSaveDeps;
}

function outcome() {
  return { saved: vi.fn(), done: vi.fn(), conflict: vi.fn(), failed: vi.fn() };
}

/** Runs the steps as the write queue does: in order, stopping at the first that throws. */
async function runQueue(steps: Step[]): Promise<Step[]> {
  const left = [...steps];
  while (left.length > 0) {
    try {
      await left[0]!();
    } catch {
      return left;
    }
    left.shift();
  }
  return left;
}

const http = (status: number, body: unknown) =>
  new ApiError('Errore interno del server', 'http', status, body);

describe('outgoing save steps', () => {
  it('moves each reading to the project with its item description and lock_version', () => {
    expect(rowUpdates(4, rows(2))).toEqual([
      { id: 1, project_id: 4, description: 'Pasta', lock_version: 3 },
      { id: 2, project_id: 4, description: 'Olio', lock_version: 3 },
    ]);
  });

  it('leaves out readings already where the save puts them', () => {
    const [a, b] = rows(2) as [ProjectRow, ProjectRow];
    expect(rowUpdates(4, [{ ...a, project_id: 4, description: 'Pasta' }, b]).map((u) => u.id)).toEqual([2]);
  });

  it('one reading: a plain update of its row, then done', async () => {
    const d = deps();
    const o = outcome();
    await expect(runQueue(outgoingSaveSteps(4, rows(1), d, o))).resolves.toEqual([]);
    expect(d.updateRow).toHaveBeenCalledWith(
      1,
      { project_id: 4, description: 'Pasta', lock_version: 3 },
      expect.any(String),
    );
    expect(d.bulkUpdate).not.toHaveBeenCalled();
    expect(o.saved).toHaveBeenCalledWith(['T0']);
    expect(o.done).toHaveBeenCalledTimes(1);
  });

  it('many readings: bulk_update_rows in chunks of 1,000, each with its own key', async () => {
    const d = deps();
    const o = outcome();
    await runQueue(outgoingSaveSteps(4, rows(2500), d, o));
    expect(d.bulkUpdate.mock.calls.map(([id, part]) => [id, part.length])).toEqual([
      [4, 1000],
      [4, 1000],
      [4, 500],
    ]);
    expect(new Set(d.bulkUpdate.mock.calls.map((c) => c[2])).size).toBe(3);
    expect(o.saved).toHaveBeenCalledTimes(3);
    expect(o.done).toHaveBeenCalledTimes(1);
  });

  it('a lost connection: the step stays for the queue and runs again with the same key', async () => {
    const d = deps({ on: 2, error: new ApiError('Rete assente', 'network', 0) });
    const o = outcome();
    const left = await runQueue(outgoingSaveSteps(4, rows(2500), d, o));
    expect(left).toHaveLength(3); // the failed chunk, the last chunk, the end
    expect(o.saved).toHaveBeenCalledTimes(1);
    expect(o.done).not.toHaveBeenCalled();
    await expect(runQueue(left)).resolves.toEqual([]);
    const keys = d.bulkUpdate.mock.calls.map((c) => c[2]);
    expect(keys[1]).toBe(keys[2]); // the retry of chunk 2
    expect(new Set(keys).size).toBe(3);
    expect(o.done).toHaveBeenCalledTimes(1);
  });

  it('a row changed by another operator: the rest is skipped and the screen reloads', async () => {
    const d = deps({
      on: 2,
      error: new ApiError('Modifica in conflitto', 'conflict', 409, { id: 'stale_record' }),
    });
    const o = outcome();
    await expect(runQueue(outgoingSaveSteps(4, rows(2500), d, o))).resolves.toEqual([]);
    expect(d.bulkUpdate).toHaveBeenCalledTimes(2);
    expect(o.saved).toHaveBeenCalledTimes(1);
    expect(o.conflict).toHaveBeenCalledTimes(1);
    expect(o.done).not.toHaveBeenCalled();
  });

  it('a refusal: the rest is skipped, the list keeps what was not written', async () => {
    const error = http(500, { error: 'Errore interno del server' });
    const d = deps({ on: 1, error });
    const o = outcome();
    await expect(runQueue(outgoingSaveSteps(4, rows(40), d, o))).resolves.toEqual([]);
    expect(o.saved).not.toHaveBeenCalled();
    expect(o.failed).toHaveBeenCalledWith(error);
    expect(o.done).not.toHaveBeenCalled();
  });
});
