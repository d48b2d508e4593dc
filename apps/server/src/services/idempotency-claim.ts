/** The Idempotency-Key claim as a write transaction sees it; the hook that takes claims is http/idempotency.ts. */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from '../db/types';
import { ApiError } from '../errors';
import { reusableQuery } from '../db/reusable-query';

/** A claim this process runs: the row of (user, key) it owns. */
export interface Claim {
  id: number;
  userId: number;
  key: string;
  owner: string;
  /**
   * The answer the write transaction stored (`recordAnswer`), once committed with it: the hook that
   * stores answers at the end of the request need not write it a second time.
   */
  stored?: { status: number; response: string };
}

/**
 * The claim of the request being handled, for the write transaction: `recordAnswer` stores the
 * answer in the same transaction as the write, so a process killed after the commit but before
 * answering leaves the answer behind for the retry instead of a claim that looks unfinished.
 */
export const currentClaim = new AsyncLocalStorage<Claim>();

/** 409 with its own id: the same request is still running; the client retries after Retry-After. */
export const requestInProgress = () =>
  new ApiError(409, 'Richiesta già in corso, riprovare tra poco', 'request_in_progress');

/** Run by every write with a key: compiled once (db/reusable-query.ts). */
const storeAnswer = reusableQuery(
  (tx, status: number, response: string, at: string, id: number, owner: string) =>
    tx
      .updateTable('idempotency_keys')
      .set({ status, response, updated_at: at })
      .where('id', '=', id)
      // Not `status is null`: a request that commits twice (two transactions) keeps the later answer.
      .where('owner', '=', owner),
);

/**
 * Inside a write transaction: stores `body` as the answer of the request's Idempotency-Key, if it
 * sent one. Throws (rolling the write back) when the claim is no longer this request's: another
 * process took it over after the lease ran out, and that one's write is the one that counts.
 * Returns what to tell the claim once the transaction has committed (`answerCommitted`).
 */
export async function recordAnswer(
  tx: Tx,
  status: number,
  body: unknown,
): Promise<{ claim: Claim; stored: NonNullable<Claim['stored']> } | undefined> {
  const claim = currentClaim.getStore();
  if (!claim) return undefined;
  const response = JSON.stringify(body ?? null);
  const updated = await storeAnswer(tx, status, response, new Date().toISOString(), claim.id, claim.owner);
  if (Number(updated.numAffectedRows) !== 1) throw requestInProgress();
  return { claim, stored: { status, response } };
}

/** The answer recorded by a transaction that has committed: the claim's hook need not store it again. */
export function answerCommitted(recorded: Awaited<ReturnType<typeof recordAnswer>>): void {
  if (recorded) recorded.claim.stored = recorded.stored;
}
