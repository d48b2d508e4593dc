/**
 * The outgoing save (spec sections 4, 7, 8): every found reading moves to the chosen customer project
 * with its item's description. One reading is one `PUT /project_rows/{id}`; more go through
 * `PUT /projects/{id}?do=bulk_update_rows` (one transaction per call, all or nothing), in chunks so no
 * single request grows without bound. Each call carries its own Idempotency-Key (the API client
 * retries a call that failed for the network with the same key).
 */
import { m } from '../../messages/it';
import type { ProjectRow } from '../../domain/records';
import { rowDescription } from './reading-store';

export interface RowUpdate {
  id: number;
  project_id: number;
  description: string;
}

export interface OutgoingSaveDeps {
  updateRow(id: number, payload: { project_id: number; description: string }): Promise<unknown>;
  bulkUpdate(projectId: number, rows: RowUpdate[]): Promise<unknown>;
}

export const BULK_CHUNK = 1000;

export type OutgoingSaveResult =
  | { ok: true; saved: number }
  /** `saved`: readings already moved by earlier chunks (saving again is harmless: same values). */
  | { ok: false; message: string; detail?: string; saved: number };

export function rowUpdates(projectId: number, rows: readonly ProjectRow[]): RowUpdate[] {
  return rows.map((row) => ({ id: row.id, project_id: projectId, description: rowDescription(row) }));
}

export async function saveOutgoing(
  projectId: number,
  rows: readonly ProjectRow[],
  deps: OutgoingSaveDeps,
  chunk = BULK_CHUNK,
): Promise<OutgoingSaveResult> {
  const updates = rowUpdates(projectId, rows);
  let saved = 0;
  try {
    if (updates.length === 1) {
      const [only] = updates as [RowUpdate];
      await deps.updateRow(only.id, { project_id: only.project_id, description: only.description });
      saved = 1;
    } else {
      for (let start = 0; start < updates.length; start += chunk) {
        const part = updates.slice(start, start + chunk);
        await deps.bulkUpdate(projectId, part);
        saved += part.length;
      }
    }
  } catch (error) {
    return {
      ok: false,
      message: m.outgoing.detailError,
      detail: error instanceof Error ? error.message : undefined,
      saved,
    };
  }
  return { ok: true, saved };
}
