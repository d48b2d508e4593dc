/**
 * The incoming save sequence (spec sections 4, 5, 8), free of React so every branch is unit-tested:
 *
 * 1. weight above the remaining quantity → 'Conferma Peso' yes/no;
 * 2. the tag looked up: existing → reassignment confirmed (before any write: "No" leaves nothing);
 * 3. the lot (serial) looked up by item and code, created when missing;
 * 4. the reading: new tag → a project_row created; reassigned → updated with its lock_version;
 * 5. a track {project_row_id, location_id, last_seen_at};
 * then the screen shows 'Articolo inserito correttamente!', clears the fields, refreshes the orders.
 *
 * A failed step returns its spec message and the server's reason, plus the progress made so far.
 * Pressing Save again with the same values resumes from the failed step: a lot or row already
 * written is not written again, and each write repeats with its own Idempotency-Key, so a write
 * whose answer was lost (Wi-Fi drop) is answered by the server from its record, not redone.
 */
import { isApiError, newIdempotencyKey } from '../../lib/api/client';
import { m } from '../../messages/it';
import { round } from './order-lines';
import type { ProjectRow, Serial, Track } from '../../domain/records';
import type { IncomingInput, RowPayload, SaveDeps, SaveProgress, SaveResult } from './save-types';

export function fingerprint(input: IncomingInput): string {
  const { locationId, orderId, itemId, description, lot, weight, tag } = input;
  return JSON.stringify([locationId, orderId, itemId, description, lot, weight, tag]);
}

function startProgress(input: IncomingInput, previous: SaveProgress | null, newKey: () => string) {
  const print = fingerprint(input);
  if (previous && previous.fingerprint === print) return { ...previous };
  return {
    fingerprint: print,
    weightConfirmed: false,
    serialKey: newKey(),
    rowKey: newKey(),
    trackKey: newKey(),
  } satisfies SaveProgress;
}

const reason = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

/**
 * The server answered the write with a refusal (4xx): it did not happen, and the server keeps that
 * answer for its key, so a retry needs a new key. A network failure or a 5xx keeps the key: the write
 * may have happened, and repeating the key lets the server answer from its record.
 */
const refused = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.kind !== 'unauthorized';

/** Whether any write of this attempt already reached the server (the user is told Save resumes). */
export function hasWrites(progress: SaveProgress): boolean {
  return progress.serialId !== undefined || progress.rowId !== undefined;
}

export async function saveIncoming(
  input: IncomingInput,
  deps: SaveDeps,
  previous: SaveProgress | null = null,
): Promise<SaveResult> {
  const newKey = deps.newKey ?? newIdempotencyKey;
  const progress: SaveProgress = startProgress(input, previous, newKey);
  const fail = (message: string, error: unknown): SaveResult => ({
    status: 'failed',
    message,
    detail: reason(error),
    refused: refused(error),
    conflict: isApiError(error) && error.status === 409,
    unauthorized: isApiError(error) && error.kind === 'unauthorized',
    progress,
  });

  // 1. Weight above what is still expected.
  if (!progress.weightConfirmed && input.remaining !== null && round(input.weight) > round(input.remaining)) {
    if (!(await deps.confirm(m.incoming.weightAboveExpected, m.incoming.weightTitle))) {
      return { status: 'cancelled', progress };
    }
  }
  progress.weightConfirmed = true;

  // 2. The tag: looked up, and a reassignment confirmed, before anything is written, so a
  // declined reassignment leaves nothing behind (no new lot).
  if (progress.rowId === undefined && !progress.rowAction) {
    let rows: ProjectRow[];
    try {
      rows = await deps.findRowsByTag(input.tag);
    } catch (error) {
      return fail(m.incoming.rowsError, error);
    }
    const existing = rows.find((r) => r.code === input.tag) ?? rows[0];
    if (!existing) progress.rowAction = { kind: 'create' };
    else {
      if (!(await deps.confirm(m.incoming.confirmReassign(input.tag)))) {
        return { status: 'cancelled', progress };
      }
      progress.rowAction = {
        kind: 'update',
        id: existing.id,
        lockVersion: existing.lock_version ?? undefined,
      };
    }
  }

  // 3. The lot.
  if (progress.serialId === undefined) {
    let serials: Serial[];
    try {
      serials = await deps.findSerials(input.itemId, input.lot);
    } catch (error) {
      return fail(m.incoming.lotsError, error);
    }
    const found = serials.find((s) => s.code === input.lot && s.item_id === input.itemId) ?? serials[0];
    if (found) progress.serialId = found.id;
    else {
      try {
        const created = await deps.createSerial(
          { item_id: input.itemId, code: input.lot },
          progress.serialKey,
        );
        progress.serialId = created.id;
      } catch (error) {
        if (refused(error)) progress.serialKey = newKey();
        return fail(m.incoming.lotNotCreated, error);
      }
    }
  }

  // 4. The reading.
  const payload: RowPayload = {
    project_id: input.orderId,
    location_id: input.locationId,
    item_id: input.itemId,
    description: input.description,
    serial_id: progress.serialId,
    quantity: input.weight,
    code: input.tag,
    ...(input.expiryDate ? { expiry_date: input.expiryDate } : {}),
  };
  const action = progress.rowAction;
  if (progress.rowId === undefined && action) {
    if (action.kind === 'create') {
      try {
        progress.rowId = (await deps.createRow(payload, progress.rowKey)).id;
      } catch (error) {
        if (refused(error)) {
          progress.rowKey = newKey();
          // Maybe someone else saved this tag meanwhile: look it up again next time.
          progress.rowAction = undefined;
        }
        return fail(m.incoming.tagSaveError, error);
      }
    } else {
      try {
        const update =
          action.lockVersion === undefined ? payload : { ...payload, lock_version: action.lockVersion };
        progress.rowId = (await deps.updateRow(action.id, update, progress.rowKey)).id ?? action.id;
      } catch (error) {
        if (refused(error)) {
          progress.rowKey = newKey();
          // A conflict (409) means the row changed: read it again (and confirm again) next time.
          progress.rowAction = undefined;
        }
        return fail(m.incoming.tagUpdateError, error);
      }
    }
  }

  // 5. The track.
  if (progress.rowId === undefined) return fail(m.incoming.tagSaveError, undefined);
  let track: Track;
  try {
    track = await deps.createTrack(
      {
        project_row_id: progress.rowId,
        location_id: input.locationId,
        last_seen_at: deps.now().toISOString(),
      },
      progress.trackKey,
    );
  } catch (error) {
    if (refused(error)) progress.trackKey = newKey();
    return fail(m.incoming.trackError, error);
  }
  return { status: 'saved', rowId: progress.rowId, track, reassigned: progress.rowAction?.kind === 'update' };
}
