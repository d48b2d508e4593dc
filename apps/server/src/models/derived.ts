import { sql } from 'kysely';
import type { Tx } from '../db/types';

/**
 * Derived quantities the server keeps true inside the writing transaction
 * (ARCHITECTURE.md): a pick's detected and remaining quantities, a document's
 * detected quantity, and the pick a reading belongs to.
 */

/** Distinct ids, in parts that stay under every database's bound-parameter limit. */
function idChunks(values: unknown[]): number[][] {
  const list = [...new Set(values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)))];
  const parts: number[][] = [];
  for (let i = 0; i < list.length; i += 900) parts.push(list.slice(i, i + 900));
  return parts;
}

export async function recomputePicks(tx: Tx, pickIds: unknown[]): Promise<void> {
  const detected = sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id)`;
  for (const part of idChunks(pickIds)) {
    await tx
      .updateTable('picks')
      .set({ quantity_detected: detected, quantity_remaining: sql`picks.quantity - ${detected}` })
      .where('id', 'in', part)
      .execute();
  }
}

export async function recomputeDocuments(tx: Tx, documentIds: unknown[]): Promise<void> {
  const detected = sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.document_id = documents.id)`;
  for (const part of idChunks(documentIds)) {
    await tx.updateTable('documents').set({ quantity_detected: detected }).where('id', 'in', part).execute();
  }
}

/** The pick of the same project and item, when exactly one matches; otherwise none. */
export async function resolvePick(tx: Tx, projectId: unknown, itemId: unknown): Promise<number | null> {
  if (typeof projectId !== 'number' || typeof itemId !== 'number') return null;
  const matches = await tx
    .selectFrom('picks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('item_id', '=', itemId)
    .limit(2)
    .execute();
  return matches.length === 1 ? (matches[0]!.id as number) : null;
}
