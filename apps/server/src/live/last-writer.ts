import type { Tx } from '../db/types';

/** Who last wrote a record and when: what a refusal tells the operator ('Lista conclusa da … alle …'). */
export interface Writer {
  by: { id: number; name: string };
  at: string;
}

/**
 * The last recorded change of a record by a known user, from the live updates' `change_events`
 * (kept 6 hours: an older change answers undefined and the refusal names no one). `projectId`
 * narrows the search to the record's project (its index) when the caller knows it.
 */
export async function lastWriter(
  tx: Tx,
  record: { model: string; id: number; projectId?: number | null },
): Promise<Writer | undefined> {
  let query = tx
    .selectFrom('change_events')
    .innerJoin('users', 'users.id', 'change_events.user_id')
    .select(['users.id as user_id', 'users.name', 'users.email', 'change_events.created_at'])
    .where('change_events.model', '=', record.model)
    .where('change_events.record_id', '=', record.id);
  if (record.projectId != null) query = query.where('change_events.project_id', '=', record.projectId);
  const row = await query.orderBy('change_events.id', 'desc').limit(1).executeTakeFirst();
  if (!row) return undefined;
  const at = row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at);
  return { by: { id: Number(row.user_id), name: String(row.name || row.email || '') }, at };
}
