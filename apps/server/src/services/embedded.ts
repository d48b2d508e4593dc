import type { AliasedRawBuilder, SelectQueryBuilder } from 'kysely';
import * as postgresJson from 'kysely/helpers/postgres';
import * as sqliteJson from 'kysely/helpers/sqlite';
import type { Database, Dialect, Row } from '../db/types';
import type { Association, ModelDefinition } from '../models/types';
import type { ModelRegistry } from '../models/registry';
import { askedComputed, presentRow, type Shape } from './serialize';

/**
 * Associations loaded in the list's own statement, as JSON built by the database (a correlated
 * subquery per association: `json_object`/`json_group_array` on SQLite, `to_json`/`json_agg` on
 * PostgreSQL, through Kysely's helpers), instead of one more query each after it. A barcode
 * lookup answers one item with four associations: one statement instead of five, which is most
 * of what the lookup costs beyond the session (docs/decisions.md, "Barcode lookup in one
 * statement").
 *
 * Only associations whose records are plain columns are embedded: no nested includes, no file
 * fields, no computed fields (those are loaded and decorated by `present` as before). The records
 * come out exactly as `present` makes them: the same columns through the same conversions, the
 * same order (by id; a many-to-many by the target's id, as its link index gives them).
 */
export interface EmbeddedInclude {
  /** The association's name, the key of the nested record(s) in the answer. */
  name: string;
  association: Association;
  target: ModelDefinition;
  shape: Shape;
  /** The target's columns the answer carries, in the model's order. */
  columns: string[];
}

/** The column of the list's rows that holds an embedded association's JSON. */
const aliasOf = (name: string) => `wh_embedded_${name}`;

/** The columns a nested record carries under `shape`, as the presenter keeps them. */
function shownColumns(target: ModelDefinition, shape: Shape): string[] {
  return Object.keys(target.columns).filter(
    (column) =>
      !target.hidden?.includes(column) &&
      (!shape.only || shape.only.includes(column)) &&
      !shape.except?.includes(column),
  );
}

/** The associations of `shape` that the list statement can carry itself. */
export function embeddableIncludes(
  registry: ModelRegistry,
  model: ModelDefinition,
  shape: Shape,
): EmbeddedInclude[] {
  const out: EmbeddedInclude[] = [];
  for (const [name, nested] of Object.entries(shape.include)) {
    const association = model.associations[name];
    const target = association && registry.get(association.model);
    if (!association || !target) continue;
    if (Object.keys(nested.include).length > 0) continue;
    if (askedComputed(target, nested).length > 0) continue;
    if (target.files.some((field) => nested.methods === 'all' || nested.methods.includes(field))) continue;
    const columns = shownColumns(target, nested);
    if (columns.length === 0) continue;
    out.push({ name, association, target, shape: nested, columns });
  }
  return out;
}

/** What the list statement's compiled text depends on, for its cache key. */
export const embeddedKey = (embedded: readonly EmbeddedInclude[]) =>
  embedded.map((e) => `${e.name}:${e.columns.join(',')}`).join(';');

/** The correlated subquery of one embedded association, aliased as its column. */
function subquery(
  db: Database,
  dialect: Dialect,
  model: ModelDefinition,
  embedded: EmbeddedInclude,
): AliasedRawBuilder<unknown, string> {
  const { association, target, columns } = embedded;
  const json = dialect === 'postgres' ? postgresJson : sqliteJson;
  // Aliases of their own: a target may be the list's own table.
  const t = 'wh_t';
  const picked = columns.map((c) => `${t}.${c}`);
  const outer = (column: string) => `${model.table}.${column}`;
  if (association.kind === 'belongsTo') {
    return json
      .jsonObjectFrom(
        db
          .selectFrom(`${target.table} as ${t}`)
          .select(picked)
          .whereRef(`${t}.id`, '=', outer(association.foreignKey)),
      )
      .as(aliasOf(embedded.name));
  }
  if (association.kind === 'hasMany') {
    return json
      .jsonArrayFrom(
        db
          .selectFrom(`${target.table} as ${t}`)
          .select(picked)
          .whereRef(`${t}.${association.foreignKey}`, '=', outer('id'))
          .orderBy(`${t}.id`),
      )
      .as(aliasOf(embedded.name));
  }
  const link = 'wh_l';
  return json
    .jsonArrayFrom(
      db
        .selectFrom(`${association.through} as ${link}`)
        .innerJoin(`${target.table} as ${t}`, `${t}.id`, `${link}.${association.targetKey}`)
        .select(picked)
        .whereRef(`${link}.${association.sourceKey}`, '=', outer('id'))
        .orderBy(`${t}.id`),
    )
    .as(aliasOf(embedded.name));
}

/** The list statement with the embedded associations' JSON as more columns. */
export function selectEmbedded<Q extends SelectQueryBuilder<any, any, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  query: Q,
  db: Database,
  dialect: Dialect,
  model: ModelDefinition,
  embedded: readonly EmbeddedInclude[],
): Q {
  if (embedded.length === 0) return query;
  return query.select(embedded.map((e) => subquery(db, dialect, model, e))) as Q;
}

/**
 * A nested record as the JSON gives it, made what the row of its own query would have been:
 * PostgreSQL's JSON writes times as text with the session's offset (its rows give Date objects).
 * SQLite's JSON keeps the stored values as they are (times are ISO text, booleans 0/1, as in rows).
 */
function asRow(target: ModelDefinition, dialect: Dialect, value: Row): Row {
  if (dialect !== 'postgres') return value;
  for (const [column, type] of Object.entries(target.columns)) {
    const v = value[column];
    if (type === 'datetime' && typeof v === 'string') value[column] = new Date(v);
  }
  return value;
}

/** Reads each embedded association of `row` into records exactly as `present` makes them. */
export function embeddedReaders(
  dialect: Dialect,
  embedded: readonly EmbeddedInclude[],
): Record<string, (row: Row) => unknown> {
  return Object.fromEntries(
    embedded.map((e) => {
      const alias = aliasOf(e.name);
      const show = (value: Row) => presentRow(e.target, asRow(e.target, dialect, value), e.shape);
      const read = (row: Row): unknown => {
        const raw = row[alias];
        const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
        if (e.association.kind === 'belongsTo') return value ? show(value as Row) : null;
        return ((value ?? []) as Row[]).map(show);
      };
      return [e.name, read];
    }),
  );
}
