import { sql } from 'kysely';
import type { Database, Row } from '../db/types';
import type { ModelDefinition } from '../models/types';
import type { ModelRegistry } from '../models/registry';
import { fieldLabel, modelLabel } from '../models/labels';
import type { ApiError } from '../errors';
import { badRequest, constraintError, inUse } from '../errors';
import { explainDuplicate } from './duplicates';
import type { ConstraintFailure, WriteAttempt } from './constraint-types';

export type { ConstraintFailure, ConstraintKind, WriteAttempt } from './constraint-types';

/**
 * Constraint failures of either database, turned into a 422 `constraint` error that says, in the
 * operator's words, what is wrong: which field is missing or duplicated, which reference does not
 * exist, which records still use the one being deleted. Never a 500, never SQL or column names.
 *
 * The drivers say different amounts: PostgreSQL names the column and constraint; SQLite names the
 * column for unique and not-null failures but nothing at all for a foreign key (and reports a
 * RESTRICT foreign key as SQLITE_CONSTRAINT_TRIGGER). So a foreign-key failure is explained by
 * looking at the data once the failed transaction is over, the same way on both databases.
 */

interface DriverError {
  code?: string;
  message?: string;
  column?: string;
  table?: string;
  detail?: string;
  constraint?: string;
}

/** `users.email, users.name` (SQLite) → table and columns. */
function sqliteColumns(message: string): { table?: string; columns: string[] } {
  const list = /constraint failed: (.+)$/i.exec(message)?.[1] ?? '';
  const parts = list.split(',').map((p) => p.trim().split('.'));
  const named = parts.filter((p) => p.length === 2 && /^\w+$/.test(p[1]!));
  return { table: named[0]?.[0], columns: named.map((p) => p[1]!) };
}

/** What kind of constraint a database error is, or undefined when it is not one. */
export function classifyDbError(err: unknown): ConstraintFailure | undefined {
  const e = (err ?? {}) as DriverError;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  switch (code) {
    case '23505': {
      const columns =
        /Key \(([^)]+)\)=/
          .exec(e.detail ?? '')?.[1]
          ?.split(',')
          .map((c) => c.trim()) ?? [];
      return { kind: 'unique', table: e.table, columns, ...(e.constraint ? { index: e.constraint } : {}) };
    }
    case '23503':
      return { kind: 'foreign_key', table: e.table, columns: [] };
    case '23502':
      return { kind: 'not_null', table: e.table, columns: e.column ? [e.column] : [] };
    case '23514':
      return { kind: 'check', table: e.table, columns: [] };
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return { kind: 'invalid_value', columns: [] };
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY': {
      const index = /index '([^']+)'/.exec(message)?.[1];
      return { kind: 'unique', ...sqliteColumns(message), ...(index ? { index } : {}) };
    }
    case 'SQLITE_CONSTRAINT_NOTNULL':
      return { kind: 'not_null', ...sqliteColumns(message) };
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return { kind: 'foreign_key', columns: [] };
    case 'SQLITE_CONSTRAINT_TRIGGER':
      // RESTRICT foreign keys run as triggers in SQLite; any other trigger refusal is a rule (check).
      return { kind: /FOREIGN KEY/i.test(message) ? 'foreign_key' : 'check', columns: [] };
    case 'SQLITE_CONSTRAINT_CHECK':
    case 'SQLITE_CONSTRAINT':
      return { kind: 'check', columns: [] };
  }
  return undefined;
}

const ATTEMPT = Symbol('writeAttempt');

/** Remembers the innermost write an error came from (the one that names the right record). */
export function tagWriteAttempt(err: unknown, attempt: WriteAttempt): unknown {
  if (err && typeof err === 'object' && !(ATTEMPT in err) && classifyDbError(err)) {
    Object.defineProperty(err, ATTEMPT, { value: attempt });
  }
  return err;
}

/**
 * Unique constraints with a sentence of their own, by table and columns: the generic 'Valore già
 * presente per i campi …' does not say what to do about it.
 */
const UNIQUE_MESSAGES: Record<string, string> = {
  'projects:project_typology_id,name':
    'Esiste già un ordine con questo nome per la stessa tipologia: scegliere un altro nome',
};

const join = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;

/** How a record is called in a message: its name, title or code when it has one, else its id. */
export function recordTitle(row: Row | undefined, id: number | undefined): string {
  for (const column of ['name', 'title', 'code', 'email']) {
    const value = row?.[column];
    if (typeof value === 'string' && value.trim() !== '') return `«${value}»`;
  }
  return id === undefined ? '' : String(id);
}

/** What still uses a record: one model's records and how many (`label` is the model's, in Italian). */
export interface UsedBy {
  model: string;
  label: string;
  count: number;
}

/** The records of other models that still point at `model` `id`: 2 Progetti, 1 Lettura. */
export async function referencesTo(
  db: Database,
  registry: ModelRegistry,
  model: ModelDefinition,
  id: number,
): Promise<UsedBy[]> {
  const found: UsedBy[] = [];
  for (const other of registry.all()) {
    let total = 0;
    // Its records that point at it by a column or through a join table (an item's further
    // locations), each record counted once.
    const sources = [];
    for (const association of Object.values(other.associations)) {
      if (association.model !== model.name) continue;
      // A self reference (a document's parent) cascades; it is not what blocks a delete.
      if (other.name === model.name) continue;
      if (association.kind === 'belongsTo')
        sources.push(db.selectFrom(other.table).select('id as rid').where(association.foreignKey, '=', id));
      else if (association.kind === 'manyToMany')
        sources.push(
          db
            .selectFrom(association.through)
            .select(`${association.sourceKey} as rid`)
            .where(association.targetKey, '=', id),
        );
    }
    if (sources.length > 0) {
      const all = sources.reduce((union, next) => union.union(next));
      const row = await db
        .selectFrom(all.as('u'))
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst();
      total = Number(row?.n ?? 0);
    }
    if (total > 0) {
      const label = modelLabel(other);
      found.push({ model: other.name, label: total === 1 ? label.one : label.many, count: total });
    }
  }
  return found;
}

/** The foreign keys in `values` that point at no record: `['Articolo 999']`. */
async function missingReferences(
  db: Database,
  registry: ModelRegistry,
  model: ModelDefinition,
  values: Row,
): Promise<string[]> {
  const missing: string[] = [];
  for (const association of Object.values(model.associations)) {
    if (association.kind !== 'belongsTo') continue;
    const value = values[association.foreignKey];
    if (value === null || value === undefined) continue;
    const target = registry.get(association.model);
    if (!target) continue;
    const id = Number(value);
    const exists = Number.isSafeInteger(id)
      ? await db.selectFrom(target.table).select('id').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!exists) missing.push(`${fieldLabel(model, association.foreignKey)} ${String(value)}`);
  }
  return missing;
}

function modelOfTable(registry: ModelRegistry, table: string | undefined): ModelDefinition | undefined {
  return table ? registry.all().find((m) => m.table === table) : undefined;
}

/**
 * The operator's explanation of a constraint failure, or undefined when `err` is not one. Runs
 * after the failed transaction has ended (it reads the database to say what refers to what).
 */
export async function explainConstraint(
  err: unknown,
  db: Database,
  registry: ModelRegistry,
): Promise<ApiError | undefined> {
  const failure = classifyDbError(err);
  if (!failure) return undefined;
  const attempt = (err as { [ATTEMPT]?: WriteAttempt })[ATTEMPT];
  const model = modelOfTable(registry, failure.table) ?? attempt?.model;
  const labels = model ? failure.columns.map((c) => fieldLabel(model, c)) : [];

  switch (failure.kind) {
    case 'invalid_value':
      return badRequest('Valore non valido');
    case 'unique': {
      const duplicate = await explainDuplicate(db, registry, failure, attempt);
      if (duplicate) return duplicate;
      const own = model && UNIQUE_MESSAGES[`${model.table}:${failure.columns.join(',')}`];
      if (own) return constraintError(own);
      return constraintError(
        labels.length > 1
          ? `Valore già presente per i campi ${join(labels)}`
          : labels.length === 1
            ? `Valore già presente per il campo ${labels[0]}`
            : 'Valore già presente',
        failure.columns,
      );
    }
    case 'not_null':
      return constraintError(
        labels.length > 0 ? `Campo obbligatorio mancante: ${join(labels)}` : 'Campo obbligatorio mancante',
        failure.columns,
      );
    case 'check':
      return constraintError(
        attempt
          ? `Valori non ammessi per ${modelLabel(attempt.model).one}: controllare i dati inseriti`
          : 'Valori non ammessi: controllare i dati inseriti',
      );
    case 'foreign_key':
      return explainForeignKey(db, registry, attempt);
  }
}

async function explainForeignKey(
  db: Database,
  registry: ModelRegistry,
  attempt: WriteAttempt | undefined,
): Promise<ApiError> {
  if (attempt?.operation === 'destroy' && attempt.id !== undefined) {
    const row = (await db
      .selectFrom(attempt.model.table)
      .selectAll()
      .where('id', '=', attempt.id)
      .executeTakeFirst()) as Row | undefined;
    const what = `${modelLabel(attempt.model).one} ${recordTitle(row, attempt.id)}`;
    const users = await referencesTo(db, registry, attempt.model, attempt.id);
    return inUse(
      users.length > 0
        ? `Impossibile eliminare ${what}: è ancora in uso in ${join(users.map((u) => `${u.count} ${u.label}`))}`
        : `Impossibile eliminare ${what}: è ancora in uso in altri dati`,
      users,
    );
  }
  if (attempt?.values) {
    const missing = await missingReferences(db, registry, attempt.model, attempt.values);
    if (missing.length > 0) {
      return constraintError(
        `Riferimento non valido: ${join(missing)} ${missing.length > 1 ? 'non esistono' : 'non esiste'}`,
      );
    }
  }
  return constraintError('Riferimento non valido: il record collegato non esiste o è ancora in uso');
}
