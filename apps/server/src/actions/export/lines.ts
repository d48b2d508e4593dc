import { sql } from 'kysely';
import { CSV_BOM, csvLine, italianBooleanText, italianDateText, italianMomentText } from '@warehouse/shared';
import type { Executor, Row } from '../../db/types';
import type { ColumnType } from '../../models/types';
import type { SearchAst, SearchContext } from '../../services/search';
import type { LooseQuery } from '../../services/search/context';
import { joinAlias } from '../../services/search/aliases';
import { cursorOf, keysetPage, type Cursor } from '../../services/search/keyset';
import type { ExportColumn } from './columns';

/** Rows read per query: the export holds one page at a time, never the list. */
export const PAGE_ROWS = 2000;

/**
 * `excel`: what an Italian Excel opens by double click (`;`, UTF-8 BOM, decimal comma, 'Sì'/'No',
 * dates dd/mm/yyyy and moments in Italian time);
 * `csv`: RFC 4180 (`,`, no BOM, decimal point). Both CRLF.
 */
export type ExportFormat = 'excel' | 'csv';

interface Export {
  db: Executor;
  ctx: SearchContext;
  ast: SearchAst;
  columns: readonly ExportColumn[];
  titles: readonly string[];
  format: ExportFormat;
}

/** The CSV, a page of rows at a time (keyset pages: each costs the same however far in). */
export async function* exportLines({ db, ctx, ast, columns, titles, format }: Export) {
  const separator = format === 'excel' ? ';' : ',';
  yield (format === 'excel' ? CSV_BOM : '') + csvLine(titles, separator);
  const table = ctx.model.table;
  const joins = columns.flatMap((c) => (c.kind === 'attribute' && c.path.length > 0 ? [c.path] : []));
  const selections = columns.flatMap((c, i) =>
    c.kind === 'attribute' ? [sql.ref(`${joinAlias(ctx, c.path)}.${c.column}`).as(`c${i}`)] : [],
  );
  const base = (db.selectFrom(table) as unknown as LooseQuery).select([
    sql.ref(`${table}.id`).as('__id'),
    ...selections,
  ]);
  let after: Cursor | undefined;
  for (;;) {
    const rows = (await keysetPage(base, ast, ctx, { after, limit: PAGE_ROWS, joins }).execute()) as Row[];
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.__id as number);
    const many = await Promise.all(
      columns.map((c) => (c.kind === 'many' ? joinedValues(db, c, ids) : undefined)),
    );
    const computed = await Promise.all(
      columns.map((c) => (c.kind === 'computed' ? computedTexts(db, c, ids, format) : undefined)),
    );
    let chunk = '';
    for (const row of rows) {
      const id = row.__id as number;
      const cells = columns.map((c, i) =>
        c.kind === 'many'
          ? (many[i]?.get(id) ?? []).join(', ')
          : c.kind === 'computed'
            ? (computed[i]?.get(id) ?? '')
            : cellOf(c.type, row[`c${i}`], format),
      );
      chunk += csvLine(cells, separator);
    }
    yield chunk;
    if (rows.length < PAGE_ROWS) return;
    after = cursorOf(rows.at(-1)!, ast, ctx);
  }
}

/** A to-many column for a page: each record's related labels, in id order (as the list shows them). */
async function joinedValues(
  db: Executor,
  column: Extract<ExportColumn, { kind: 'many' }>,
  ids: number[],
): Promise<Map<number, string[]>> {
  const { association, target, label } = column;
  const list = sql.join(ids);
  const query =
    association.kind === 'manyToMany'
      ? sql<Owned>`select ${sql.ref(`link.${association.sourceKey}`)} as owner, ${sql.ref(`target.${label}`)} as label
          from ${sql.table(association.through)} as link
          join ${sql.table(target.table)} as target on target.id = ${sql.ref(`link.${association.targetKey}`)}
          where ${sql.ref(`link.${association.sourceKey}`)} in (${list}) order by target.id`
      : sql<Owned>`select ${sql.ref(`target.${association.foreignKey}`)} as owner, ${sql.ref(`target.${label}`)} as label
          from ${sql.table(target.table)} as target
          where ${sql.ref(`target.${association.foreignKey}`)} in (${list}) order by target.id`;
  const out = new Map<number, string[]>();
  for (const { owner, label: text } of (await query.execute(db)).rows) {
    if (text === null || text === undefined) continue;
    const list = out.get(Number(owner));
    if (list) list.push(String(text));
    else out.set(Number(owner), [String(text)]);
  }
  return out;
}

/** A computed column for a page: the model's decorate, once for the page, each value as its text. */
async function computedTexts(
  db: Executor,
  column: Extract<ExportColumn, { kind: 'computed' }>,
  ids: number[],
  format: ExportFormat,
): Promise<Map<number, string>> {
  const { model, key } = column;
  // The page's records whole: a field may be computed from any of their columns (a reading's operator).
  const records = (await db.selectFrom(model.table).selectAll().where('id', 'in', ids).execute()) as Row[];
  await model.hooks.decorate?.(records, { db, asked: [key] });
  const text = model.computedText![key]!;
  return new Map(
    records.map((r) => [r.id as number, r[key] == null ? '' : text(r[key], format === 'excel')]),
  );
}

interface Owned {
  owner: number;
  label: unknown;
}

/** A stored value as a spreadsheet reads it: true/false, ISO moments, the format's decimal mark. */
function cellOf(type: ColumnType, value: unknown, format: ExportFormat): unknown {
  if (value === null || value === undefined) return '';
  const excel = format === 'excel';
  if (type === 'boolean') {
    const on = value === true || value === 1;
    return excel ? italianBooleanText(on) : String(on);
  }
  if (type === 'decimal' && excel) return String(value).replace('.', ',');
  // Excel (Italia) reads dd/mm/yyyy as a date, and an ISO text as text (issue 48).
  if (excel && type === 'date')
    return italianDateText(value instanceof Date ? value.toISOString() : String(value));
  if (excel && type === 'datetime') {
    const time = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(time.getTime()) ? String(value) : italianMomentText(time);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}
