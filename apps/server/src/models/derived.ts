import { sql } from 'kysely';
import type { Tx } from '../db/types';

/**
 * Derived quantities the server keeps true inside the writing transaction
 * (ARCHITECTURE.md): a pick's detected and remaining quantities, a document's
 * detected quantity, and the pick a reading belongs to.
 */

const ids = (values: unknown[]): number[] => [
  ...new Set(values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))),
];

export async function recomputePicks(tx: Tx, pickIds: unknown[]): Promise<void> {
  const list = ids(pickIds);
  if (list.length === 0) return;
  const detected = sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id)`;
  await tx
    .updateTable('picks')
    .set({ quantity_detected: detected, quantity_remaining: sql`picks.quantity - ${detected}` })
    .where('id', 'in', list)
    .execute();
}

export async function recomputeDocuments(tx: Tx, documentIds: unknown[]): Promise<void> {
  const list = ids(documentIds);
  if (list.length === 0) return;
  await tx
    .updateTable('documents')
    .set({
      quantity_detected: sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.document_id = documents.id)`,
    })
    .where('id', 'in', list)
    .execute();
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
