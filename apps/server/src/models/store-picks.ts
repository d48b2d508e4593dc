import type { Row } from '../db/types';
import { duplicate } from '../errors';
import type { WriteContext } from './types';

/** The typology of a store supply (goods-flow §4). */
export const STORE_TYPOLOGY = 'AN';

/**
 * One pick per item in a store supply (issue 30): a second line of an item already in the supply is
 * refused with `422 duplicate` naming the pick that has it. The supply's row is locked first
 * (PostgreSQL `FOR NO KEY UPDATE`: readings inserted meanwhile are not held up; SQLite has one
 * writer), so two handhelds adding the same item at the same moment take turns and the second sees
 * the first's pick. Adding through the `add_store_item` command merges into that pick instead of
 * being refused.
 */
export async function existingStorePick(
  values: Row,
  { tx, dialect }: WriteContext,
  ownId?: number,
): Promise<Row | undefined> {
  const projectId = values.project_id;
  const itemId = values.item_id;
  if (typeof projectId !== 'number' || typeof itemId !== 'number') return undefined;
  const supply = await tx
    .selectFrom('projects')
    .innerJoin('project_typologies', 'project_typologies.id', 'projects.project_typology_id')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where('project_typologies.title', '=', STORE_TYPOLOGY)
    .executeTakeFirst();
  if (!supply) return undefined;
  if (dialect === 'postgres') {
    await tx.selectFrom('projects').select('id').where('id', '=', projectId).forNoKeyUpdate().execute();
  }
  let query = tx
    .selectFrom('picks')
    .innerJoin('items', 'items.id', 'picks.item_id')
    .selectAll('picks')
    .select('items.code as item_code')
    .where('picks.project_id', '=', projectId)
    .where('picks.item_id', '=', itemId);
  if (ownId !== undefined) query = query.where('picks.id', '<>', ownId);
  return (await query.orderBy('picks.id').executeTakeFirst()) as Row | undefined;
}

/** Refuses a second pick of an item in a store supply (picks' create and update hooks). */
export async function refuseSecondStorePick(values: Row, ctx: WriteContext, ownId?: number): Promise<void> {
  const existing = await existingStorePick(values, ctx, ownId);
  if (!existing) return;
  const code = String(existing.item_code);
  throw duplicate(`Articolo «${code}» già presente nell'approvvigionamento`, 'item_id', {
    model: 'picks',
    id: existing.id as number,
    label: code,
  });
}
