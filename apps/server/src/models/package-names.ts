import { sql } from 'kysely';
import { nextPackageIncremental, packageName } from '@warehouse/shared';
import type { Row } from '../db/types';
import type { WriteContext } from './types';

/**
 * Gives a new package of an order its incremental and its name (the barcode; rule in
 * `@warehouse/shared` package-name.ts) unless the client sent them.
 *
 * Unique under concurrent creation: the order's row is locked first (PostgreSQL `FOR UPDATE`; SQLite
 * runs one write transaction at a time), so two handhelds adding a package to the same order at the
 * same moment take turns and the second sees the first's incremental. A name already taken by a
 * package named by hand is skipped. The unique constraints of migration 007 guarantee the result;
 * should anything still collide, the insert fails whole (422) and nothing half-written stays.
 */
export async function assignPackageName(values: Row, { tx, dialect }: WriteContext): Promise<void> {
  const projectId = values.project_id;
  if (typeof projectId !== 'number') return;
  if (values.name != null && values.name !== '' && values.incremental != null) return;

  if (dialect === 'postgres') {
    await tx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
  }
  const { highest } = await tx
    .selectFrom('packages')
    .select(sql<number | null>`max(incremental)`.as('highest'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  let incremental = nextPackageIncremental(highest == null ? null : Number(highest));
  if (values.name != null && values.name !== '') {
    values.incremental = incremental;
    return;
  }
  // A hand-named package may hold the name this number would get: take the next free one.
  for (;;) {
    const name = packageName(projectId, incremental);
    const taken = await tx.selectFrom('packages').select('id').where('name', '=', name).executeTakeFirst();
    if (!taken) {
      values.name = name;
      values.incremental = incremental;
      return;
    }
    incremental++;
  }
}
