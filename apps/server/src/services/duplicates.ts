import { sql } from 'kysely';
import type { Database, Row } from '../db/types';
import { UNIQUE_CODES } from '../db/migrations/020_integrity';
import { SQLITE_LOWER } from '../db/sqlite-functions';
import type { ModelDefinition } from '../models/types';
import type { ModelRegistry } from '../models/registry';
import { fieldLabel, modelLabel } from '../models/labels';
import type { ApiError } from '../errors';
import { duplicate } from '../errors';
import type { ConstraintFailure, WriteAttempt } from './constraint-types';

/**
 * A code or barcode another record already has (migration 020's unique keys), explained as
 * `422 duplicate` naming that record (`existing: { model, id, label }`), so a form can say so at the
 * field and link to it. Read after the failed transaction, like every constraint explanation.
 */

/** The unique index of each code: `items_code_key` → items.code. */
const CODE_INDEXES = new Map(UNIQUE_CODES.map(([table, column]) => [`${table}_${column}_key`, column]));
/** Every barcode's key is kept once in this table (migration 020). */
const BARCODES_TABLE = 'item_barcodes';
/** The field of a barcode in each model that writes one. */
const BARCODE_FIELDS: Readonly<Record<string, string>> = { items: 'barcode', additional_barcodes: 'code' };

/** How a record is named to the user: its name, title or code, else its id. */
export function recordLabel(row: Row): string {
  for (const column of ['name', 'title', 'code', 'email']) {
    const value = row[column];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return String(row.id);
}

/** The unique keys' fold: unicode_lower on both databases (migration 023), so 'CITTÀ' is 'città'. */
const fold = sql.raw(SQLITE_LOWER);
const codeKey = (column: string) => sql`${fold}(trim(${sql.ref(column)}))`;

/** The record already holding `value`, found the way the unique key compares. */
async function holderOf(
  db: Database,
  registry: ModelRegistry,
  model: ModelDefinition,
  column: string,
  value: string,
  barcode: boolean,
  own: number | undefined,
): Promise<{ model: ModelDefinition; row: Row } | undefined> {
  if (barcode) {
    const items = registry.get('items')!;
    const holder = await db
      .selectFrom(BARCODES_TABLE)
      .select('item_id')
      .where('code_key', '=', sql<string>`${fold}(trim(${value}))`)
      .executeTakeFirst();
    if (!holder) return undefined;
    const row = await db.selectFrom('items').selectAll().where('id', '=', holder.item_id).executeTakeFirst();
    return row ? { model: items, row: row as Row } : undefined;
  }
  let query = db
    .selectFrom(model.table)
    .selectAll()
    .where(codeKey(column), '=', sql<string>`${fold}(trim(${value}))`);
  if (own !== undefined) query = query.where('id', '<>', own);
  const row = await query.orderBy('id').executeTakeFirst();
  return row ? { model, row: row as Row } : undefined;
}

export async function explainDuplicate(
  db: Database,
  registry: ModelRegistry,
  failure: ConstraintFailure,
  attempt: WriteAttempt | undefined,
): Promise<ApiError | undefined> {
  if (!attempt?.values) return undefined;
  const barcode =
    failure.table === BARCODES_TABLE || failure.index?.startsWith(`${BARCODES_TABLE}_`) === true;
  const codeColumn = barcode ? BARCODE_FIELDS[attempt.model.table] : codeColumnOf(failure, attempt.model);
  if (!codeColumn) return undefined;
  const value = attempt.values[codeColumn];
  if (typeof value !== 'string') return undefined;
  const holder = await holderOf(
    db,
    registry,
    attempt.model,
    codeColumn,
    value,
    barcode,
    attempt.operation === 'update' ? attempt.id : undefined,
  );
  if (!holder) return undefined;
  const label = recordLabel(holder.row);
  return duplicate(
    `${fieldLabel(attempt.model, codeColumn)} «${value.trim()}» già usato da ${modelLabel(holder.model).one} «${label}»`,
    codeColumn,
    { model: holder.model.name, id: holder.row.id as number, label },
  );
}

/** The code column whose unique index refused a write of `model`, if it is one of migration 020's. */
function codeColumnOf(failure: ConstraintFailure, model: ModelDefinition): string | undefined {
  const column = failure.index ? CODE_INDEXES.get(failure.index) : undefined;
  return column && failure.index === `${model.table}_${column}_key` ? column : undefined;
}
