import { describe, expect, it, vi } from 'vitest';
import type { ProjectRow } from '../../../src/domain/records';
import {
  rowUpdates,
  saveOutgoing,
  type OutgoingSaveDeps,
  type RowUpdate,
} from '../../../src/features/outgoing/save';

const rows = (n: number): ProjectRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    code: `T${i}`,
    project_id: 9,
    description: 'vecchia',
    item: { id: i, code: `I${i}`, description: i % 2 ? 'Olio' : 'Pasta' },
  }));

function deps(failOn?: number) {
  let call = 0;
  return {
    updateRow: vi.fn(async (_id: number, _payload: { project_id: number; description: string }) => ({})),
    bulkUpdate: vi.fn(async (_projectId: number, _rows: RowUpdate[]) => {
      call++;
      if (call === failOn) throw new Error('Errore interno del server');
      return [];
    }),
  } satisfies OutgoingSaveDeps;
}

describe('saveOutgoing', () => {
  it('moves each reading to the project with its item description', () => {
    expect(rowUpdates(4, rows(2))).toEqual([
      { id: 1, project_id: 4, description: 'Pasta' },
      { id: 2, project_id: 4, description: 'Olio' },
    ]);
  });

  it('one reading: a plain update of its row', async () => {
    const d = deps();
    await expect(saveOutgoing(4, rows(1), d)).resolves.toEqual({ ok: true, saved: 1 });
    expect(d.updateRow).toHaveBeenCalledWith(1, { project_id: 4, description: 'Pasta' });
    expect(d.bulkUpdate).not.toHaveBeenCalled();
  });

  it('many readings: bulk_update_rows on the project, in chunks', async () => {
    const d = deps();
    await expect(saveOutgoing(4, rows(2500), d, 1000)).resolves.toEqual({ ok: true, saved: 2500 });
    expect(d.bulkUpdate.mock.calls.map(([id, part]) => [id, part.length])).toEqual([
      [4, 1000],
      [4, 1000],
      [4, 500],
    ]);
    expect(d.updateRow).not.toHaveBeenCalled();
  });

  it('a failure gives the detail error, the reason and how many were already saved', async () => {
    const d = deps(2);
    await expect(saveOutgoing(4, rows(2500), d, 1000)).resolves.toEqual({
      ok: false,
      message: 'Errore durante il salvataggio Dettaglio Movimento',
      detail: 'Errore interno del server',
      saved: 1000,
    });
    expect(d.bulkUpdate).toHaveBeenCalledTimes(2);
  });
});
