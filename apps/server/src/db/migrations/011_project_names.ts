import type { Database, Dialect } from '../types';

/**
 * An order is found by its name (a label's 'ente : …', AI 400, the order modal), so two orders of the
 * same typology may not share one: reading that name would open either. Names already repeated are
 * kept apart first — every copy after the oldest gets ' (#id)' — so the unique index can be built on
 * an existing database; projects without a typology are left as they are.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const repeated = await db
    .selectFrom('projects as p')
    .select(['p.id', 'p.name'])
    .where('p.project_typology_id', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('projects as q')
          .select('q.id')
          .whereRef('q.project_typology_id', '=', 'p.project_typology_id')
          .whereRef('q.name', '=', 'p.name')
          .whereRef('q.id', '<', 'p.id'),
      ),
    )
    .execute();
  for (const row of repeated as { id: number; name: string }[]) {
    await db
      .updateTable('projects')
      .set({ name: `${row.name} (#${row.id})` })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('projects_typology_name_key')
    .on('projects')
    .columns(['project_typology_id', 'name'])
    .unique()
    .execute();
  void dialect;
}
