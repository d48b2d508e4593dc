import type { Association, ColumnType, IncludeSpec, ModelDefinition, ModelHooks } from './types';

export interface ModelInput {
  name: string;
  singular: string;
  table?: string;
  columns: Record<string, ColumnType>;
  associations?: Record<string, Association>;
  searchableAssociations?: readonly string[];
  /** Defaults to every column that is not hidden. */
  searchable?: readonly string[];
  writable: readonly string[];
  virtualWritable?: readonly string[];
  files?: readonly string[];
  /** Attributes `hooks.decorate` adds to each record (the gem's "methods"). */
  computed?: readonly string[];
  /** Of `computed`, those sent only when named (`a[methods][]=…`): see ModelDefinition. */
  computedOnRequest?: readonly string[];
  /** Computed fields the CSV export can write, and how (see ModelDefinition). */
  computedText?: ModelDefinition['computedText'];
  required?: readonly string[];
  lockVersion?: boolean;
  include?: IncludeSpec;
  hidden?: readonly string[];
  hooks?: ModelHooks;
  defaultSort?: { column: string; direction: 'asc' | 'desc' };
  /** Sort keys computed in SQL (see ModelDef). */
  computedSorts?: ModelDefinition['computedSorts'];
  /** No writes through the generic routes, not even by admins (records written by the server). */
  readOnly?: boolean;
  adminOnly?: boolean;
  narrowUpdates?: Readonly<Record<string, readonly string[]>>;
  ownUpdates?: readonly string[];
}

export const belongsTo = (model: string, foreignKey: string): Association => ({
  kind: 'belongsTo',
  model,
  foreignKey,
});
export const hasMany = (model: string, foreignKey: string): Association => ({
  kind: 'hasMany',
  model,
  foreignKey,
});
export const manyToMany = (
  model: string,
  through: string,
  sourceKey: string,
  targetKey: string,
): Association => ({
  kind: 'manyToMany',
  model,
  through,
  sourceKey,
  targetKey,
});

/** Fills in what every model has: id, timestamps, lock_version, default sort. */
export function defineModel(input: ModelInput): ModelDefinition {
  const columns: Record<string, ColumnType> = {
    id: 'id',
    ...input.columns,
    ...(input.lockVersion ? { lock_version: 'integer' as const } : {}),
    created_at: 'datetime',
    updated_at: 'datetime',
  };
  const hidden = input.hidden ?? [];
  return {
    name: input.name,
    singular: input.singular,
    table: input.table ?? input.name,
    columns,
    searchable: input.searchable ?? Object.keys(columns).filter((c) => !hidden.includes(c)),
    associations: input.associations ?? {},
    searchableAssociations: input.searchableAssociations ?? [],
    writable: input.writable,
    virtualWritable: input.virtualWritable ?? [],
    files: input.files ?? [],
    computed: input.computed ?? [],
    computedOnRequest: input.computedOnRequest ?? [],
    required: input.required ?? [],
    lockVersion: input.lockVersion ?? false,
    include: input.include ?? {},
    hidden,
    hooks: input.hooks ?? {},
    defaultSort: input.defaultSort ?? { column: 'id', direction: 'asc' },
    readOnly: input.readOnly ?? false,
    ...(input.adminOnly ? { adminOnly: true } : {}),
    ...(input.narrowUpdates ? { narrowUpdates: input.narrowUpdates } : {}),
    ...(input.ownUpdates ? { ownUpdates: input.ownUpdates } : {}),
    ...(input.computedSorts ? { computedSorts: input.computedSorts } : {}),
    ...(input.computedText ? { computedText: input.computedText } : {}),
  };
}
