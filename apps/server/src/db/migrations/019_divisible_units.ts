import { sql } from 'kysely';
import { WHOLE_UNIT_CODES } from '@warehouse/shared/rules/quantity-limits';
import type { Database, Dialect } from '../types';

/**
 * `measure_units.divisible` (issue 30): whether quantities in the unit may have decimals, read by the
 * quantity rules of readings and picks. Existing units whose code (or, without a code, name) is one
 * of the whole-piece codes (PZ, CF, NR…: WHOLE_UNIT_CODES) become not divisible, every other unit
 * (KG, M, LT…) divisible; the back office can change either. Runs the same on an empty database.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const [yes, no] = dialect === 'postgres' ? [sql.lit(true), sql.lit(false)] : [sql.lit(1), sql.lit(0)];
  await db.schema
    .alterTable('measure_units')
    .addColumn('divisible', dialect === 'postgres' ? 'boolean' : 'integer', (col) =>
      col.notNull().defaultTo(yes),
    )
    .execute();
  await db
    .updateTable('measure_units')
    .set({ divisible: no })
    .where(sql<string>`upper(trim(coalesce(nullif(trim(code), ''), name)))`, 'in', [...WHOLE_UNIT_CODES])
    .execute();
}
