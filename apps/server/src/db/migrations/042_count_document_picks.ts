import { sql } from 'kysely';
import type { Database, Dialect } from '../types';

/**
 * A location's count document linked to its picks (issue 48): in list counting the document of a
 * location is made on its first count, and its picks kept `document_id` empty. `inventory_count`
 * and the closing commands now link them (actions/inventory-scope, `linkLocationPicks`); this links
 * those counted before: each pick of a list inventory (a typology with `inventory`, without `free`,
 * not titled IN: the shared `inventoryModeOf`'s list mode) that has a location and no document gets
 * the inventory's first document of that location, as the commands find it. Picks of free and mixed
 * inventories, and of orders, are left as they are.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  const yes = dialect === 'postgres' ? sql`true` : sql`1`;
  await sql`
    update picks set document_id = (
      select min(d.id) from documents d
      where d.project_id = picks.project_id and d.location_id = picks.location_id
    )
    where picks.document_id is null
      and picks.location_id is not null
      and exists (
        select 1 from documents d
        where d.project_id = picks.project_id and d.location_id = picks.location_id
      )
      and exists (
        select 1 from projects p join project_typologies t on t.id = p.project_typology_id
        where p.id = picks.project_id
          and t.inventory = ${yes}
          and (t.free is null or t.free = ${no})
          and upper(trim(coalesce(t.title, ''))) <> 'IN'
      )
  `.execute(db);
}
