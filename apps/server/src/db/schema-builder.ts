import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Database, Dialect } from './types';

/**
 * A compact way for migrations to declare tables once for both databases.
 * `['name', 'string', { notNull: true }]`, `['project_id', 'ref:projects', { onDelete: 'cascade' }]`.
 */
export type ColumnKind = 'integer' | 'decimal' | 'string' | 'text' | 'boolean' | 'date' | 'datetime' | 'json';
export interface ColumnOptions {
  notNull?: boolean;
  unique?: boolean;
  default?: string | number | boolean;
  onDelete?: 'cascade' | 'set null' | 'restrict';
}
export type ColumnSpec = [name: string, kind: ColumnKind | `ref:${string}`, options?: ColumnOptions];

function sqlType(kind: ColumnKind, dialect: Dialect) {
  switch (kind) {
    case 'integer':
      return 'integer';
    case 'decimal':
      return dialect === 'postgres' ? sql`numeric(18,3)` : 'real';
    case 'string':
      return dialect === 'postgres' ? 'varchar(255)' : 'text';
    case 'text':
    case 'date':
      return 'text';
    case 'boolean':
      return dialect === 'postgres' ? 'boolean' : 'integer';
    case 'datetime':
      return dialect === 'postgres' ? 'timestamptz' : 'text';
    case 'json':
      return dialect === 'postgres' ? 'jsonb' : 'text';
  }
}

function defaultValue(kind: ColumnKind, value: string | number | boolean, dialect: Dialect) {
  if (kind === 'boolean' && dialect === 'sqlite') return value ? 1 : 0;
  return value;
}

export interface TableOptions {
  /** Adds `lock_version` (optimistic locking). */
  lockVersion?: boolean;
  /** Composite unique keys. */
  uniques?: string[][];
  /** Secondary indexes, one array of columns each. */
  indexes?: string[][];
  /** No surrogate id (join tables): the primary key is these columns. */
  primaryKey?: string[];
  /** Skip created_at/updated_at (join tables). */
  timestamps?: boolean;
}

export async function createTable(
  db: Database,
  dialect: Dialect,
  table: string,
  columns: ColumnSpec[],
  options: TableOptions = {},
): Promise<void> {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  if (!options.primaryKey) {
    builder =
      dialect === 'postgres'
        ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }
  for (const [name, kind, opts = {}] of columns) {
    const isRef = kind.startsWith('ref:');
    const type = isRef ? 'integer' : sqlType(kind as ColumnKind, dialect);
    builder = builder.addColumn(name, type, (c: ColumnDefinitionBuilder) => {
      let col = c;
      if (isRef) {
        col = col.references(`${kind.slice(4)}.id`).onDelete(opts.onDelete ?? 'restrict');
      }
      if (opts.notNull) col = col.notNull();
      if (opts.unique) col = col.unique();
      if (opts.default !== undefined)
        col = col.defaultTo(defaultValue(kind as ColumnKind, opts.default, dialect));
      return col;
    });
  }
  if (options.lockVersion)
    builder = builder.addColumn('lock_version', 'integer', (c) => c.notNull().defaultTo(0));
  if (options.timestamps !== false) {
    const ts = sqlType('datetime', dialect);
    builder = builder
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull());
  }
  if (options.primaryKey)
    builder = builder.addPrimaryKeyConstraint(`${table}_pkey`, options.primaryKey as never);
  for (const cols of options.uniques ?? []) {
    builder = builder.addUniqueConstraint(`${table}_${cols.join('_')}_key`, cols as never);
  }
  await builder.execute();

  // Every foreign key gets an index: the screens look rows up by their parent.
  const refColumns = columns.filter(([, kind]) => kind.startsWith('ref:')).map(([name]) => [name]);
  const covered = new Set((options.primaryKey ? [options.primaryKey] : []).map((c) => c[0]));
  for (const cols of [...refColumns, ...(options.indexes ?? [])]) {
    if (cols.length === 1 && covered.has(cols[0])) continue;
    await db.schema
      .createIndex(`${table}_${cols.join('_')}_idx`)
      .on(table)
      .columns(cols)
      .execute();
  }
}
