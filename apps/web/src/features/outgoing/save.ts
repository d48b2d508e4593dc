/**
 * The outgoing save (spec sections 4, 7, 8): every reading moves to the chosen customer project with
 * its item's description, through `PUT /projects/{id}?do=bulk_update_rows` (one transaction per
 * call, all or nothing), in chunks of `BULK_CHUNK` so no single request grows without bound.
 *
 * The server compares, not the screen: every row is sent with the `lock_version` it was read with,
 * even one the screen believes is already at that customer (another operator may have moved it
 * meanwhile). A row changed meanwhile refuses its chunk (409 `stale_record` naming every such row,
 * who changed the first and when): nothing more is sent and the screen tells the operator which tags
 * moved. Each chunk is one command of the command client (domain/commands.ts), its Idempotency-Key
 * fixed before the first try: a chunk sent again after an outage or a new sign-in applies once. A
 * written chunk leaves the list at once (`saved`), so a later Save never sends it again.
 */
import { prepareCommand, type Refusal } from '../../domain/commands';
import type { ProjectRow } from '../../domain/records';
import { isTransientFailure } from '../../lib/api';

export interface RowUpdate {
  id: number;
  project_id: number;
  description: string;
  lock_version?: number;
}

export type BulkUpdate = (projectId: number, rows: RowUpdate[], idempotencyKey: string) => Promise<unknown>;

/** What a save in progress tells the screen, and how it waits through an outage. */
export interface SaveProgress {
  /** These tags are written (the chunk of `key`): they leave the list. */
  saved(codes: string[], key: string): void;
  /** True while the server cannot be reached (a banner, the screen stays usable). */
  waiting(on: boolean): void;
  /** Waits before try `failures + 1`; false: the operator threw the list away, stop. */
  wait(failures: number): Promise<boolean>;
  /** The operator threw the list away: no further chunk is sent. */
  dropped(): boolean;
}

/** A tag the server said was changed meanwhile, and the project it is in now. */
export interface MovedRow {
  code: string;
  projectId: number | null;
}

export type SaveResult =
  | { kind: 'done' }
  | { kind: 'moved'; refusal: Refusal; rows: MovedRow[] }
  | { kind: 'failed'; error: unknown }
  | { kind: 'dropped' };

export const BULK_CHUNK = 1000;

/** The description a reading is counted (and saved) under: its item's, else its own. */
export function rowDescription(row: ProjectRow): string {
  return (row.item?.description ?? row.description ?? '').trim();
}

/** One update per reading, each with the lock_version it was read with: the server decides. */
export function rowUpdates(projectId: number, rows: readonly ProjectRow[]): RowUpdate[] {
  return rows.map((row) => ({
    id: row.id,
    project_id: projectId,
    description: rowDescription(row),
    ...(row.lock_version == null ? {} : { lock_version: row.lock_version }),
  }));
}

/** The rows a 409 names (`stale: [{ id, code, project_id }]`), by their tag. */
export function movedRows(refusal: Refusal, codeOf: ReadonlyMap<number, string>): MovedRow[] {
  const stale = (refusal as { stale?: unknown }).stale;
  if (!Array.isArray(stale)) return [];
  return stale.map((row: { id?: number; code?: string | null; project_id?: number | null }) => ({
    code: row.code ?? codeOf.get(Number(row.id)) ?? `#${row.id}`,
    projectId: row.project_id ?? null,
  }));
}

/**
 * A save as it is kept on the device until the server has it all (issue 48): its chunks, each with
 * its rows (and their `lock_version`), their tags and the Idempotency-Key fixed before the first
 * try. A reload in an outage finds it and sends what is left, with the same keys.
 */
export interface SavePlan {
  projectId: number;
  chunks: { key: string; updates: RowUpdate[]; codes: string[] }[];
}

export function planOutgoingSave(
  projectId: number,
  rows: readonly ProjectRow[],
  newKey: () => string,
  chunk = BULK_CHUNK,
): SavePlan {
  const updates = rowUpdates(projectId, rows);
  const chunks: SavePlan['chunks'] = [];
  for (let start = 0; start < rows.length; start += chunk)
    chunks.push({
      key: newKey(),
      updates: updates.slice(start, start + chunk),
      codes: rows.slice(start, start + chunk).map((row) => row.code ?? ''),
    });
  return { projectId, chunks };
}

/** Whether a value read back from the device is a plan this code can send. */
export function isSavePlan(value: unknown): value is SavePlan {
  const plan = value as SavePlan | null;
  return (
    typeof plan === 'object' &&
    plan !== null &&
    Number.isSafeInteger(plan.projectId) &&
    Array.isArray(plan.chunks) &&
    plan.chunks.every((c) => typeof c?.key === 'string' && Array.isArray(c.updates) && Array.isArray(c.codes))
  );
}

export async function runOutgoingSave(
  plan: SavePlan,
  bulkUpdate: BulkUpdate,
  progress: SaveProgress,
): Promise<SaveResult> {
  const { projectId } = plan;
  const codeOf = new Map(
    plan.chunks.flatMap((c) => c.updates.map((u, i) => [u.id, c.codes[i] ?? ''] as const)),
  );
  for (const { key, updates: part } of plan.chunks) {
    if (progress.dropped()) return { kind: 'dropped' };
    const command = prepareCommand({
      key,
      send: (_confirmed, sendKey) => bulkUpdate(projectId, part, sendKey),
      reload: [],
      tell: false,
    });
    let failures = 0;
    for (;;) {
      try {
        const outcome = await command.run();
        if (outcome.kind === 'refused')
          return { kind: 'moved', refusal: outcome.refusal, rows: movedRows(outcome.refusal, codeOf) };
        break;
      } catch (error) {
        if (!isTransientFailure(error)) return { kind: 'failed', error };
        progress.waiting(true);
        if (!(await progress.wait(++failures))) return { kind: 'dropped' };
      }
    }
    if (failures > 0) progress.waiting(false);
    progress.saved(
      part.map((u) => codeOf.get(u.id) ?? ''),
      key,
    );
  }
  return progress.dropped() ? { kind: 'dropped' } : { kind: 'done' };
}
