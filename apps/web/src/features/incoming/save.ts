/**
 * The incoming save (spec sections 4, 5, 8), free of React so every branch is unit-tested. The
 * weight question is the screen's (`needsWeightConfirm`); the rest is one server command,
 * `receive_goods` (docs/server.md): the lot found or made, the reading created — or the tag's
 * reading moved here once the operator confirmed it — and the track, in one transaction. It goes
 * through the command client (domain/commands.ts) with its Idempotency-Key fixed beforehand, so a
 * retry after a lost answer is answered from the server's record and never writes twice. The tag
 * already on a reading is the server's question (409 `confirmation_required`): 'TAG … già inserito.
 * Confermi l'assegnazione…'; yes sends it again naming that reading at the version seen.
 */
import { prepareCommand, refusalText, type Refusal } from '../../domain/commands';
import { isApiError, isTransientFailure } from '../../lib/api';
import { m } from '../../messages/it';
import { round } from './order-lines';
import type { IncomingInput, ReceiveGoods, SaveDeps, SaveResult } from './save-types';

/** A weight above what the order line still expects needs the operator's 'Conferma Peso'. */
export const needsWeightConfirm = (input: IncomingInput): boolean =>
  input.remaining !== null && round(input.weight) > round(input.remaining);

/** What identifies a decision: the same values saved again are the same save (same key). */
export function fingerprint(input: IncomingInput): string {
  const { locationId, orderId, itemId, lot, weight, tag, expiryDate, sscc } = input;
  return JSON.stringify([locationId, orderId, itemId, lot, weight, tag, expiryDate ?? null, sscc ?? null]);
}

/** The reading the operator confirmed moving: the one the server's question showed. */
export function reassignOf(asked: Refusal | undefined): ReceiveGoods['reassign'] {
  const rows = (asked?.current as { project_rows?: { id?: unknown; lock_version?: unknown }[] } | undefined)
    ?.project_rows;
  const row = rows?.[0];
  if (typeof row?.id !== 'number' || typeof row.lock_version !== 'number') return undefined;
  return { id: row.id, lock_version: row.lock_version };
}

export function receiveBody(input: IncomingInput, reassign?: ReceiveGoods['reassign']): ReceiveGoods {
  return {
    location_id: input.locationId,
    item_id: input.itemId,
    description: input.description,
    lot: input.lot,
    ...(input.expiryDate ? { expiry_date: input.expiryDate } : {}),
    ...(input.sscc ? { sscc: input.sscc } : {}),
    quantity: input.weight,
    tag: input.tag,
    ...(reassign ? { reassign } : {}),
  };
}

export interface PreparedSave {
  /** Sends it (again, with the same key, after a failure the command queue retries). */
  run(): Promise<SaveResult>;
}

/**
 * The save, ready for the screen's command queue. A failure that can pass by itself (no network, a
 * server restarting) is thrown, so the queue sends it again with the same key; a refusal is told in
 * the spec's words for the step: 'Errore durante il salvataggio del TAG', or
 * "Errore durante l'aggironamento del TAG" when it moved a tag.
 */
export function prepareSave(input: IncomingInput, deps: SaveDeps): PreparedSave {
  let moving = false;
  const command = prepareCommand({
    send: (_confirmed, key, asked) => {
      const reassign = reassignOf(asked);
      moving = reassign !== undefined;
      return deps.receive(input.orderId, receiveBody(input, reassign), key);
    },
    question: () => m.incoming.confirmReassign(input.tag),
    reload: deps.reload,
    // Another operator changed the tag's reading since the question: said with who and when.
    describe: (refusal) => [m.incoming.tagUpdateError, refusalText(refusal)].join('<br>'),
    ...(deps.key ? { key: deps.key } : {}),
  });
  return {
    async run() {
      try {
        const outcome = await command.run();
        if (outcome.kind === 'done') return { status: 'saved', answer: outcome.answer };
        return { status: outcome.kind === 'declined' ? 'declined' : 'conflict' };
      } catch (error) {
        if (isTransientFailure(error)) throw error;
        if (isApiError(error) && error.kind === 'unauthorized') return { status: 'unauthorized' };
        return {
          status: 'failed',
          message: moving ? m.incoming.tagUpdateError : m.incoming.tagSaveError,
          detail: error instanceof Error ? error.message : undefined,
          refused: isApiError(error) && error.status >= 400 && error.status < 500,
        };
      }
    },
  };
}
