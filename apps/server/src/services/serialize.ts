import type { CompiledQuery, SelectQueryBuilder } from 'kysely';
import type { Dialect, Executor, Row } from '../db/types';
import type { IncludeSpec, ModelDefinition } from '../models/types';
import type { ModelRegistry } from '../models/registry';

const CHUNK = 900; // stays under every database's bound-parameter limit

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** values[i] grouped under key(rows[i]). */
function groupBy<T>(rows: Row[], key: (row: Row) => unknown, values: T[]): Map<unknown, T[]> {
  const groups = new Map<unknown, T[]>();
  rows.forEach((row, i) => {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(values[i]!);
    else groups.set(k, [values[i]!]);
  });
  return groups;
}

const uniqueIds = (values: unknown[]) => [...new Set(values.filter((v) => v !== null && v !== undefined))];

/**
 * Which fields a record carries: the model's default (its include spec, every computed field and
 * file), or the client's `a` / `json_attrs` (services/presentation.ts), nested per association.
 */
export interface Shape {
  /** Columns to keep (undefined: every readable column). */
  only?: readonly string[];
  except?: readonly string[];
  /** Computed fields and files to add; `'all'` (the default shape) adds every one the model has. */
  methods: readonly string[] | 'all';
  include: Record<string, Shape>;
}

const defaultShapes = new WeakMap<IncludeSpec, Shape>();
const NO_INCLUDE: IncludeSpec = {};

/**
 * The shape a model's records have when the client asks for nothing else: one object per include
 * spec (frozen, shared by every request), so what is derived from it can be kept by identity.
 */
export function defaultShape(include: IncludeSpec): Shape {
  let shape = defaultShapes.get(include);
  if (shape) return shape;
  shape = Object.freeze({
    methods: 'all' as const,
    include: Object.freeze(
      Object.fromEntries(
        Object.entries(include).map(([name, nested]) => [
          name,
          defaultShape(nested === true ? NO_INCLUDE : nested),
        ]),
      ),
    ),
  });
  defaultShapes.set(include, shape);
  return shape;
}

const wants = (shape: Shape, method: string) => shape.methods === 'all' || shape.methods.includes(method);

/** The computed fields a shape asks for: all but those sent on request by default, else those named. */
export function askedComputed(model: ModelDefinition, shape: Shape): string[] {
  if (!model.hooks.decorate) return [];
  return model.computed.filter((m) =>
    shape.methods === 'all' ? !model.computedOnRequest.includes(m) : shape.methods.includes(m),
  );
}

type Convert = (value: unknown) => unknown;
const asIs: Convert = (value) => value;
const CONVERT: Partial<Record<string, Convert>> = {
  boolean: (value) => value === true || value === 1 || value === '1',
  datetime: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  decimal: (value) => Number(value),
  json: (value) => (typeof value === 'string' ? JSON.parse(value) : value),
};

type RowPresenter = (row: Row) => Row;

/**
 * One presenter per model and column selection, built once: the columns a record carries and how
 * each is converted are decided here, not looked up again for every row of every answer.
 */
const presenters = new WeakMap<ModelDefinition, Map<string, RowPresenter>>();

function presenterOf(model: ModelDefinition, shape?: Shape): RowPresenter {
  const key = `${shape?.only?.join(',') ?? '*'}|${shape?.except?.join(',') ?? ''}`;
  let byShape = presenters.get(model);
  if (!byShape) presenters.set(model, (byShape = new Map()));
  let presenter = byShape.get(key);
  if (presenter) return presenter;
  const fields = Object.entries(model.columns)
    .filter(([column]) => !model.hidden?.includes(column))
    .filter(([column]) => !shape?.only || shape.only.includes(column))
    .filter(([column]) => !shape?.except?.includes(column))
    .map(([column, type]) => ({ column, convert: CONVERT[type] ?? asIs }));
  presenter = (row) => {
    const out: Row = {};
    for (const { column, convert } of fields) {
      if (!(column in row)) continue;
      const value = row[column];
      out[column] = value === null || value === undefined ? null : convert(value);
    }
    return out;
  };
  byShape.set(key, presenter);
  return presenter;
}

/** A stored row as the API sends it: typed booleans, ISO times, no hidden columns. */
export function presentRow(model: ModelDefinition, row: Row, shape?: Shape): Row {
  return presenterOf(model, shape)(row);
}

/**
 * The columns to read for a shape: those it sends, plus the keys its associations are joined
 * by; every column when the model's hooks compute fields from whole records.
 */
export function columnsToRead(
  model: ModelDefinition,
  shape: Shape,
  joinKeys: readonly string[],
): string[] | undefined {
  if (!shape.only || askedComputed(model, shape).length > 0) return undefined;
  const keys = Object.keys(shape.include).flatMap((name) => {
    const association = model.associations[name];
    return association?.kind === 'belongsTo' ? [association.foreignKey] : [];
  });
  return [...new Set(['id', ...shape.only, ...joinKeys, ...keys])].filter((c) => c in model.columns);
}

/**
 * Whether records of this shape are a function of the stored rows alone: no file fields (their
 * URLs are signed per moment) and no computed fields (a printer's live status) anywhere in it.
 */
export function cacheableShape(registry: ModelRegistry, model: ModelDefinition, shape: Shape): boolean {
  if (model.files.length > 0 || askedComputed(model, shape).length > 0) return false;
  return Object.entries(shape.include).every(([name, nested]) => {
    const association = model.associations[name];
    const target = association && registry.get(association.model);
    return target !== undefined && cacheableShape(registry, target, nested);
  });
}

/**
 * Associations of a model's records that the statement loading those records carries itself, as
 * JSON (services/embedded.ts makes them): `select` adds their columns, `readers` read them back.
 */
export interface StatementEmbedding {
  /** What the statement's text depends on besides its table and columns. */
  key: string;
  select<Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q; // eslint-disable-line @typescript-eslint/no-explicit-any
  readers: Readonly<Record<string, (row: Row) => unknown>>;
}

export interface PresentContext {
  db: Executor;
  dialect: Dialect;
  registry: ModelRegistry;
  /** Builds a file URL the client can fetch (`/api/v2/files/{storage key}?…`). */
  fileUrl(key: string): string;
  /**
   * What the statement loading `count` records of `model` (a belongs-to association: a pick's item)
   * embeds of their own associations under `shape`; none: they are loaded with a query each.
   */
  embedding?(model: ModelDefinition, shape: Shape, count: number): StatementEmbedding | undefined;
}

/** `in (…)` lists come in a few sizes (padded with their last id), so their SQL is a few texts. */
function bucketOf(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return Math.min(size, CHUNK);
}

/**
 * Compiled SQL of the association queries, by dialect, table, columns and list size: Kysely builds
 * and compiles each shape once, every later request only binds its ids (and SQLite reuses the
 * prepared statement of the same text).
 */
const compiledIn = new Map<string, CompiledQuery>();

async function selectIn(
  ctx: PresentContext,
  table: string,
  column: string,
  ids: unknown[],
  columns?: string[],
  orderBy: string | null = 'id',
  embedding?: StatementEmbedding,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of chunks(ids)) {
    const size = bucketOf(part.length);
    const key = `${ctx.dialect}|${table}|${column}|${columns?.join(',') ?? '*'}|${orderBy}|${size}|${embedding?.key ?? ''}`;
    let compiled = compiledIn.get(key);
    if (!compiled) {
      const from = ctx.db.selectFrom(table);
      const selected = columns ? from.select(columns) : from.selectAll();
      const query = (embedding ? embedding.select(selected) : selected).where(
        column,
        'in',
        Array.from({ length: size }, (_, i) => i),
      );
      compiled = (orderBy ? query.orderBy(orderBy) : query).compile();
      compiledIn.set(key, compiled);
    }
    const parameters = part.concat(Array.from({ length: size - part.length }, () => part[part.length - 1]));
    rows.push(...((await ctx.db.executeQuery({ ...compiled, parameters })).rows as Row[]));
  }
  return rows;
}

async function attachFiles(
  model: ModelDefinition,
  raw: Row[],
  out: Row[],
  ctx: PresentContext,
  shape: Shape,
) {
  const fields = model.files.filter((field) => wants(shape, field));
  if (fields.length === 0 || raw.length === 0) return;
  const files: Row[] = [];
  for (const part of chunks(raw.map((r) => r.id))) {
    files.push(
      ...((await ctx.db
        .selectFrom('attachments')
        .select(['id', 'owner_id', 'field', 'filename', 'content_type', 'storage_key'])
        .where('owner_model', '=', model.name)
        .where('owner_id', 'in', part)
        .orderBy('id')
        .execute()) as Row[]),
    );
  }
  out.forEach((record, i) => {
    for (const field of fields) {
      record[field] = files
        .filter((f) => f.owner_id === raw[i]!.id && f.field === field)
        .map((f) => ({
          id: f.id,
          filename: f.filename,
          content_type: f.content_type,
          url: ctx.fileUrl(String(f.storage_key)),
        }));
    }
  });
}

/**
 * Computed fields: the model's hook computes them from whole records (a printer's host and port),
 * then only those the shape asks for are kept.
 */
async function decorate(model: ModelDefinition, raw: Row[], out: Row[], shape: Shape, db: Executor) {
  const asked = askedComputed(model, shape);
  if (!model.hooks.decorate || out.length === 0 || asked.length === 0) return;
  if (shape.methods === 'all' && !shape.only && !shape.except) {
    return model.hooks.decorate(out, { db, asked });
  }
  const whole = raw.map((row) => presentRow(model, row));
  await model.hooks.decorate(whole, { db, asked });
  out.forEach((record, i) => {
    for (const method of asked) record[method] = whole[i]![method];
  });
}

/**
 * Stored rows as the API sends them, shaped by `shape` (the model's default or the client's), with
 * nested objects loaded in one query per association (never per row), or read from the rows
 * themselves by `embedded` for those the rows' own statement carried (services/embedded.ts); a
 * belongs-to's few records bring theirs in their statement too (`ctx.embedding`).
 */
export async function present(
  model: ModelDefinition,
  raw: Row[],
  shape: Shape,
  ctx: PresentContext,
  embedded: Readonly<Record<string, (row: Row) => unknown>> = {},
): Promise<Row[]> {
  const presenter = presenterOf(model, shape);
  const out = raw.map(presenter);
  for (const [name, nestedSpec] of Object.entries(shape.include)) {
    const association = model.associations[name];
    if (!association) throw new Error(`${model.name}: unknown association ${name} in include`);
    const read = embedded[name];
    if (read) {
      out.forEach((record, i) => (record[name] = read(raw[i]!)));
      continue;
    }
    const target = ctx.registry.get(association.model)!;
    if (association.kind === 'belongsTo') {
      const ids = uniqueIds(raw.map((r) => r[association.foreignKey]));
      // A few records (a pick's item) bring their own plain associations in the same statement.
      const embedding = ids.length > 0 ? ctx.embedding?.(target, nestedSpec, ids.length) : undefined;
      const related = await selectIn(
        ctx,
        target.table,
        'id',
        ids,
        columnsToRead(target, nestedSpec, []),
        'id',
        embedding,
      );
      const shown = await present(target, related, nestedSpec, ctx, embedding?.readers);
      const byId = new Map(related.map((r, i) => [r.id, shown[i]]));
      out.forEach((record, i) => (record[name] = byId.get(raw[i]![association.foreignKey]) ?? null));
    } else if (association.kind === 'hasMany') {
      const related = await selectIn(
        ctx,
        target.table,
        association.foreignKey,
        uniqueIds(raw.map((r) => r.id)),
        columnsToRead(target, nestedSpec, [association.foreignKey]),
      );
      const shown = await present(target, related, nestedSpec, ctx);
      const byOwner = groupBy(related, (r) => r[association.foreignKey], shown);
      out.forEach((record, i) => (record[name] = byOwner.get(raw[i]!.id) ?? []));
    } else {
      // By the target's id, as a list's embedded JSON orders them (services/embedded.ts): PostgreSQL
      // would otherwise give the links in the order they were stored.
      const links = await selectIn(
        ctx,
        association.through,
        association.sourceKey,
        uniqueIds(raw.map((r) => r.id)),
        undefined,
        association.targetKey,
      );
      const related = await selectIn(
        ctx,
        target.table,
        'id',
        uniqueIds(links.map((l) => l[association.targetKey])),
        columnsToRead(target, nestedSpec, []),
      );
      const shown = await present(target, related, nestedSpec, ctx);
      const byId = new Map(related.map((r, i) => [r.id, shown[i]]));
      const byOwner = groupBy(
        links,
        (l) => l[association.sourceKey],
        links.map((l) => byId.get(l[association.targetKey])),
      );
      out.forEach((record, i) => (record[name] = (byOwner.get(raw[i]!.id) ?? []).filter(Boolean)));
    }
  }
  await attachFiles(model, raw, out, ctx, shape);
  await decorate(model, raw, out, shape, ctx.db);
  return out;
}
