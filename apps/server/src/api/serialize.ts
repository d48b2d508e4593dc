import type { Executor, Row } from '../db/types';
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

/** A stored row as the API sends it: typed booleans, ISO times, no hidden columns. */
export function presentRow(model: ModelDefinition, row: Row): Row {
  const out: Row = {};
  for (const [column, type] of Object.entries(model.columns)) {
    if (model.hidden?.includes(column) || !(column in row)) continue;
    const value = row[column];
    if (value === null || value === undefined) out[column] = null;
    else if (type === 'boolean') out[column] = value === true || value === 1 || value === '1';
    else if (type === 'datetime') out[column] = value instanceof Date ? value.toISOString() : String(value);
    else if (type === 'decimal') out[column] = Number(value);
    else if (type === 'json' && typeof value === 'string') out[column] = JSON.parse(value);
    else out[column] = value;
  }
  return out;
}

export interface PresentContext {
  db: Executor;
  registry: ModelRegistry;
  /** Builds a file URL the client can fetch (`/api/v2/files/{id}?…`). */
  fileUrl(id: number): string;
}

async function selectIn(db: Executor, table: string, column: string, ids: unknown[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of chunks(ids)) {
    rows.push(
      ...((await db
        .selectFrom(table)
        .selectAll()
        .where(column, 'in', part)
        .orderBy('id')
        .execute()) as Row[]),
    );
  }
  return rows;
}

async function attachFiles(model: ModelDefinition, raw: Row[], out: Row[], ctx: PresentContext) {
  if (model.files.length === 0 || raw.length === 0) return;
  const files: Row[] = [];
  for (const part of chunks(raw.map((r) => r.id))) {
    files.push(
      ...((await ctx.db
        .selectFrom('attachments')
        .select(['id', 'owner_id', 'field', 'filename', 'content_type'])
        .where('owner_model', '=', model.name)
        .where('owner_id', 'in', part)
        .orderBy('id')
        .execute()) as Row[]),
    );
  }
  out.forEach((record, i) => {
    for (const field of model.files) {
      record[field] = files
        .filter((f) => f.owner_id === raw[i]!.id && f.field === field)
        .map((f) => ({
          id: f.id,
          filename: f.filename,
          content_type: f.content_type,
          url: ctx.fileUrl(f.id as number),
        }));
    }
  });
}

/**
 * Stored rows as the API sends them, with the nested objects the model's
 * include spec names, loaded in one query per association (never per row).
 */
export async function present(
  model: ModelDefinition,
  raw: Row[],
  include: IncludeSpec,
  ctx: PresentContext,
): Promise<Row[]> {
  const out = raw.map((row) => presentRow(model, row));
  for (const [name, nested] of Object.entries(include)) {
    const association = model.associations[name];
    if (!association) throw new Error(`${model.name}: unknown association ${name} in include`);
    const target = ctx.registry.get(association.model)!;
    const nestedSpec = nested === true ? {} : nested;
    if (association.kind === 'belongsTo') {
      const related = await selectIn(
        ctx.db,
        target.table,
        'id',
        uniqueIds(raw.map((r) => r[association.foreignKey])),
      );
      const shown = await present(target, related, nestedSpec, ctx);
      const byId = new Map(related.map((r, i) => [r.id, shown[i]]));
      out.forEach((record, i) => (record[name] = byId.get(raw[i]![association.foreignKey]) ?? null));
    } else if (association.kind === 'hasMany') {
      const related = await selectIn(
        ctx.db,
        target.table,
        association.foreignKey,
        uniqueIds(raw.map((r) => r.id)),
      );
      const shown = await present(target, related, nestedSpec, ctx);
      const byOwner = groupBy(related, (r) => r[association.foreignKey], shown);
      out.forEach((record, i) => (record[name] = byOwner.get(raw[i]!.id) ?? []));
    } else {
      const links: Row[] = [];
      for (const part of chunks(uniqueIds(raw.map((r) => r.id)))) {
        links.push(
          ...((await ctx.db
            .selectFrom(association.through)
            .selectAll()
            .where(association.sourceKey, 'in', part)
            .execute()) as Row[]),
        );
      }
      const related = await selectIn(
        ctx.db,
        target.table,
        'id',
        uniqueIds(links.map((l) => l[association.targetKey])),
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
  await attachFiles(model, raw, out, ctx);
  await model.hooks.decorate?.(out);
  return out;
}
