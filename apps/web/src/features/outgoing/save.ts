/**
 * The outgoing save (spec sections 4, 7, 8) as write-queue steps: every found reading moves to the
 * chosen customer project with its item's description. One reading is one `PUT /project_rows/{id}`;
 * more go through `PUT /projects/{id}?do=bulk_update_rows` (one transaction per call, all or
 * nothing), in chunks of `BULK_CHUNK` so no single request grows without bound.
 *
 * Each step carries its own Idempotency-Key, fixed when the steps are made: a step the queue runs
 * again after a dropped connection or a lost session cannot apply twice. Each row sends the
 * `lock_version` it was read with; a row another operator changed meanwhile refuses its chunk (409
 * `stale_record`): the remaining chunks are skipped and the screen reloads the rows (`conflict`) for
 * the operator to save again. A chunk that is written leaves the list at once (`saved`), so whatever
 * happens next, a later Save never sends it again. A refusal that retrying the same step cannot cure
 * (an HTTP error answer) ends the save with `failed`: the list keeps what was not written.
 */
import type { ProjectRow } from '../../domain/records';
import { errorIdOf, isApiError, newIdempotencyKey } from '../../lib/api';
import type { Step } from '../../lib/write-queue';

export interface RowUpdate {
  id: number;
  project_id: number;
  description: string;
  lock_version?: number;
}

export interface OutgoingSaveDeps {
  updateRow(id: number, payload: Omit<RowUpdate, 'id'>, idempotencyKey: string): Promise<unknown>;
  bulkUpdate(projectId: number, rows: RowUpdate[], idempotencyKey: string): Promise<unknown>;
}

export interface OutgoingSaveOutcome {
  /** These tags are written: they leave the list. */
  saved(codes: string[]): void;
  /** Every chunk is written. */
  done(): void | Promise<void>;
  /** Another operator changed some rows: nothing more was written. */
  conflict(): void | Promise<void>;
  /** The server refused a chunk (an answer, not a lost connection): nothing more was written. */
  failed(error: unknown): void | Promise<void>;
}

export const BULK_CHUNK = 1000;

/** The description a reading is counted (and saved) under: its item's, else its own. */
export function rowDescription(row: ProjectRow): string {
  return (row.item?.description ?? row.description ?? '').trim();
}

/** The updates for the rows not already where the save puts them (a save cut short is not repeated). */
export function rowUpdates(projectId: number, rows: readonly ProjectRow[]): RowUpdate[] {
  return rows
    .filter((row) => row.project_id !== projectId || (row.description ?? '') !== rowDescription(row))
    .map((row) => ({
      id: row.id,
      project_id: projectId,
      description: rowDescription(row),
      ...(row.lock_version == null ? {} : { lock_version: row.lock_version }),
    }));
}

/** A lost connection or session: the queue keeps the step and runs it again with the same key. */
const retriable = (error: unknown) => !isApiError(error) || error.kind !== 'http';

export function outgoingSaveSteps(
  projectId: number,
  rows: readonly ProjectRow[],
  deps: OutgoingSaveDeps,
  outcome: OutgoingSaveOutcome,
  chunk = BULK_CHUNK,
): Step[] {
  const byId = new Map(rows.map((row) => [row.id, row.code ?? '']));
  const updates = rowUpdates(projectId, rows);
  let stopped: 'conflict' | 'failed' | null = null;
  let failure: unknown = null;

  const write = (part: RowUpdate[]): Step => {
    const key = newIdempotencyKey();
    return async () => {
      if (stopped) return;
      try {
        if (part.length === 1) {
          const { id, ...payload } = part[0]!;
          await deps.updateRow(id, payload, key);
        } else await deps.bulkUpdate(projectId, part, key);
      } catch (error) {
        if (errorIdOf(error) === 'stale_record') stopped = 'conflict';
        else if (retriable(error)) throw error;
        else [stopped, failure] = ['failed', error];
        return;
      }
      outcome.saved(part.map((u) => byId.get(u.id) ?? ''));
    };
  };

  const steps: Step[] = [];
  for (let start = 0; start < updates.length; start += chunk)
    steps.push(write(updates.slice(start, start + chunk)));
  steps.push(async () => {
    if (stopped === 'conflict') await outcome.conflict();
    else if (stopped === 'failed') await outcome.failed(failure);
    else await outcome.done();
  });
  return steps;
}
