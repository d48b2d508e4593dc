/**
 * Who counted how much of an inventory line (issue 48), read from the readings: per line (a pick, or
 * in free counting an item of a document) and operator, one aggregated row, then the shared rule
 * (`contributionsOf`) orders and names them. One query per 900 lines, never one per line.
 */
import { sql } from 'kysely';
import { contributionsOf, type CountContribution } from '@warehouse/shared';
import type { Executor, Row } from '../db/types';

const CHUNK = 900;
const iso = (value: unknown) =>
  value == null ? null : value instanceof Date ? value.toISOString() : String(value);

/** The readings of the lines summed per operator; `line` is the column the lines are told by. */
async function perOperator(
  db: Executor,
  line: 'pick_id' | 'item_id',
  ids: readonly number[],
  documentId?: number,
): Promise<Map<number, CountContribution[]>> {
  const grouped = new Map<number, Row[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    let query = db
      .selectFrom('project_rows as r')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        `r.${line} as line`,
        'r.user_id',
        'u.name',
        sql<number>`coalesce(sum(r.quantity), 0)`.as('quantity'),
        sql<string>`min(r.created_at)`.as('created_at'),
        sql<string>`max(r.updated_at)`.as('updated_at'),
      ])
      .where(`r.${line}`, 'in', ids.slice(i, i + CHUNK))
      .groupBy([`r.${line}`, 'r.user_id', 'u.name']);
    if (documentId !== undefined) query = query.where('r.document_id', '=', documentId);
    for (const row of (await query.execute()) as Row[]) {
      const key = Number(row.line);
      grouped.set(key, [...(grouped.get(key) ?? []), row]);
    }
  }
  const out = new Map<number, CountContribution[]>();
  for (const id of ids) {
    const rows = grouped.get(id) ?? [];
    const names = new Map(rows.map((r) => [Number(r.user_id), (r.name as string | null) ?? null]));
    out.set(
      id,
      contributionsOf(
        rows.map((r) => ({
          user_id: r.user_id == null ? null : Number(r.user_id),
          quantity: Number(r.quantity),
          created_at: iso(r.created_at),
          updated_at: iso(r.updated_at),
        })),
        (userId) => names.get(userId),
      ),
    );
  }
  return out;
}

/** A list's or mixed count's lines: each pick's readings per operator. */
export const countedByPick = (db: Executor, pickIds: readonly number[]) =>
  perOperator(db, 'pick_id', pickIds);

/** A free count's lines: each item's readings in the document per operator. */
export const countedByItem = (db: Executor, documentId: number, itemIds: readonly number[]) =>
  perOperator(db, 'item_id', itemIds, documentId);
