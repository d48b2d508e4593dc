import type { RawBuilder } from 'kysely';
import type { Dialect, Executor, Tx } from '../db/types';
import type { Action } from '../auth/permissions';

/**
 * The model registry's vocabulary. Every model is declared once with these
 * types; routes, search, casting, serialisation and permissions read them.
 */

export type ColumnType =
  | 'id' // integer primary or foreign key
  | 'integer'
  | 'decimal' // quantities, weights, prices (numeric in PostgreSQL, real in SQLite)
  | 'string'
  | 'text'
  | 'boolean' // boolean in PostgreSQL, 0/1 in SQLite
  | 'date' // 'YYYY-MM-DD' text on both databases
  | 'datetime' // timestamptz in PostgreSQL, ISO-8601 text in SQLite
  | 'json';

/** This model holds the foreign key: `picks.item_id` → `items.id`. */
export interface BelongsTo {
  kind: 'belongsTo';
  model: string;
  foreignKey: string;
}

/** The other model holds the foreign key: `projects.id` ← `picks.project_id`. */
export interface HasMany {
  kind: 'hasMany';
  model: string;
  foreignKey: string;
}

/** A join table: `items.id` ← `item_locations.item_id`, `item_locations.location_id` → `locations.id`. */
export interface ManyToMany {
  kind: 'manyToMany';
  model: string;
  through: string; // join table name
  sourceKey: string; // join table column pointing at this model
  targetKey: string; // join table column pointing at the other model
}

export type Association = BelongsTo | HasMany | ManyToMany;

/** Which nested objects a record's JSON carries, by association name, recursively. */
export type IncludeSpec = { [association: string]: IncludeSpec | true };

// The generic actions are permissions' own (auth/, below the models).
export type { Action };

export interface ModelDef {
  /** Plural snake_case name used in paths and wrappers: `project_rows`. */
  name: string;
  /** Singular wrapper and path alias: `project_row`. */
  singular: string;
  table: string;
  /** Every column that may appear in JSON, with its type (`id` included). */
  columns: Record<string, ColumnType>;
  /** Own columns that may be filtered and sorted. Nothing else is reachable by search. */
  searchable: readonly string[];
  /** Associations by name. Search may traverse those listed in `searchableAssociations`. */
  associations: Record<string, Association>;
  searchableAssociations: readonly string[];
  /** Columns a client may write on create and update. */
  writable: readonly string[];
  /** Columns that must be present and non-empty on create. */
  required: readonly string[];
  /** Has `lock_version` (optimistic locking). */
  lockVersion: boolean;
  /** Nested objects carried by this model's JSON. */
  include: IncludeSpec;
  /** Sort applied when the client gives none. */
  defaultSort?: { column: string; direction: 'asc' | 'desc' };
  /**
   * Sort keys computed in SQL from the record's table (by its name), sortable with `q[s]` like a
   * column though no column holds them: a project's `progress`. The whole result is ordered by it,
   * not just a page.
   */
  computedSorts?: Readonly<Record<string, (table: string) => RawBuilder<unknown>>>;
  /** Columns never sent to a client nor searchable (password hashes, tokens). */
  hidden?: readonly string[];
  /** Written only by the server itself (print jobs): the generic routes refuse every write. */
  readOnly?: boolean;
  /** Only administrators may read or write it, whatever their roles allow (webhooks: secrets, URLs). */
  adminOnly?: boolean;
  /**
   * Narrower updates a role may be given without `update` (permission action → the only fields it
   * may change): an item's location set from the incoming screen is `locate`, so an operator's role
   * can refuse item changes and still allow that one.
   */
  narrowUpdates?: Readonly<Record<string, readonly string[]>>;
  /**
   * Fields a user may change on their own record whatever their roles (users: `language`), when
   * the update changes nothing else.
   */
  ownUpdates?: readonly string[];
}

export interface Registry {
  /** By plural or singular name. */
  get(name: string): ModelDef | undefined;
  all(): ModelDef[];
}

/** What a write hook may use: the transaction and who is writing. */
export interface WriteContext {
  tx: Tx;
  dialect: Dialect;
  userId: number | undefined;
}

type Row = Record<string, unknown>;

/** Model-specific behaviour around the generic writes, run inside the writing transaction. */
export interface ModelHooks {
  /** Adjust the values to insert (virtual fields, derived columns). */
  beforeCreate?(values: Row, ctx: WriteContext): Promise<void>;
  /** Adjust the values to update; `existing` is the stored row. */
  beforeUpdate?(values: Row, existing: Row, ctx: WriteContext): Promise<void>;
  /** Runs before a delete, in its transaction; `existing` is the stored row. */
  beforeDestroy?(existing: Row, ctx: WriteContext): Promise<void>;
  /**
   * Runs before several rows are deleted together (a command emptying a list): the same rule as
   * `beforeDestroy`, checked once per container rather than once per row. Without it,
   * `beforeDestroy` runs for each row.
   */
  beforeDestroyMany?(existing: Row[], ctx: WriteContext): Promise<void>;
  /** Keep derived data true after a create (before undefined), update or delete (after undefined). */
  afterWrite?(before: Row | undefined, after: Row | undefined, ctx: WriteContext): Promise<void>;
  /**
   * Add computed attributes to serialised records (e.g. a printer's live `is_online`); `asked` names
   * those wanted, `db` reads what they need (one query for all the records, never one per record).
   */
  decorate?(records: Row[], ctx: { db: Executor; asked: readonly string[] }): Promise<void>;
}

export interface ModelDefinition extends ModelDef {
  hooks: ModelHooks;
  /** File fields kept as attachments (`pictures`, `signatures`), sent as lists of files. */
  files: readonly string[];
  /** Attributes computed when a record is sent (by `hooks.decorate`), e.g. a printer's `is_online`. */
  computed: readonly string[];
  /**
   * Computed attributes sent only when a client names them (`a[methods][]=progress`), never in the
   * default shape: they cost a query the handheld's lists need not pay (a project's `progress`).
   */
  computedOnRequest: readonly string[];
  /**
   * Computed fields a CSV export may name as columns, each written as one cell's text
   * (`decimalComma`: the 'excel' format): a pick's `counted_by` as 'Marco 5 · Anna 3'.
   */
  computedText?: Readonly<Record<string, (value: unknown, decimalComma: boolean) => string>>;
  /** Writable fields that are not columns (e.g. a user's `password`), handled by hooks. */
  virtualWritable: readonly string[];
}
