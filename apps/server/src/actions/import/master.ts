import { sql } from 'kysely';
import { codeKey } from '@warehouse/shared';
import type { Row, Tx } from '../../db/types';
import { recordChange } from '../../live/changes';
import { recordModelEvent } from '../../services/webhook-outbox';
import { clip } from './values';
import { SQLITE_LOWER } from '../../db/sqlite-functions';
import type { BatchContext, ImportField, ImportRow, ImportRun, Importer } from './types';

/** A reference given by code (or name): the referenced table, the columns it is looked up by. */
export interface RefSpec {
  table: string;
  by: readonly string[];
  /** The foreign key it fills. */
  column: string;
}

export interface MasterField extends ImportField {
  /** The column it writes: the field name when omitted; null for a field an extension writes. */
  column?: string | null;
  ref?: RefSpec;
  /** Written instead of an empty cell (a NOT NULL column). */
  fallback?: unknown;
}

/** Extra checks and writes of one model (items' barcodes). */
export interface MasterExtension {
  check(row: ImportRow): { field: string; message: string } | undefined;
  /** Before the writes: rejects what the database already holds elsewhere. */
  verify(rows: ImportRow[], existing: Map<string, number>, ctx: BatchContext): Promise<void>;
  /** After the writes, with each written row's id. */
  written(rows: { row: ImportRow; id: number; created: boolean }[], ctx: BatchContext): Promise<void>;
  /** The batch is in the database: what `check` kept of its rows may go. */
  batchDone(): void;
}

export interface MasterSpec {
  model: string;
  table: string;
  /** The field that identifies a record: an existing one with the same value is updated. */
  key: string;
  keyLabel: string;
  lockVersion: boolean;
  fields: MasterField[];
  extension?: () => MasterExtension;
}

/** A lookup table of a referenced model, loaded once per import: value (lower case) → id. */
export async function loadRef(tx: Tx, ref: RefSpec): Promise<Map<string, number>> {
  const rows = await tx
    .selectFrom(ref.table)
    .select(['id', ...ref.by])
    .orderBy('id', 'desc')
    .execute();
  const map = new Map<string, number>();
  for (const by of [...ref.by].reverse()) {
    for (const row of rows as Row[]) {
      const value = row[by];
      if (typeof value === 'string' && value.trim() !== '')
        map.set(value.trim().toLowerCase(), row.id as number);
    }
  }
  return map;
}

/**
 * Import of master data (items, locations, customers, suppliers): one row per record, identified by
 * its code, compared as users compare codes and as the database's unique key does (`codeKey`: case
 * and surrounding spaces ignored). A code already in the database updates that record (only the
 * columns the file maps); a code twice in the file, however written, is an error on the second line.
 *
 * Memory stays flat however long the file: only the batch being read is kept (its codes and lines,
 * for the message naming the first line). Earlier batches are already written in the import's
 * transaction, so a code they had is found in the database with this import's stamp
 * (`updated_at`, one for the whole import): a repeat, refused without its first line's number.
 */
export function masterImporter(spec: MasterSpec): Importer {
  const fields = spec.fields.map(({ name, label, required, kind }) => ({ name, label, required, kind }));
  return {
    model: spec.model,
    fields,
    start(): ImportRun {
      // Per row only its key and line (a number): the first line of each code, for the message.
      const seen = new Map<string, number>();
      const stamp = new Date().toISOString();
      const announced = new Set<'create' | 'update'>();
      const refs = new Map<string, Map<string, number>>();
      const extension = spec.extension?.();
      const refOf = async (tx: Tx, field: MasterField) => {
        let map = refs.get(field.name);
        if (!map) refs.set(field.name, (map = await loadRef(tx, field.ref!)));
        return map;
      };
      return {
        check(row) {
          const key = keyOf(row);
          const before = seen.get(key);
          if (before !== undefined) {
            return { field: spec.key, message: `${spec.keyLabel} già presente alla riga ${before} del file` };
          }
          seen.set(key, row.line);
          return extension?.check(row);
        },
        async write(rows, ctx) {
          const { tx } = ctx;
          const ok: { row: ImportRow; data: Row }[] = [];
          for (const row of rows) {
            const data: Row = {};
            let bad = false;
            for (const field of spec.fields) {
              if (!ctx.mapped.has(field.name) || field.column === null) continue;
              const value = row.values[field.name];
              if (field.ref) {
                const id =
                  value === undefined ? null : (await refOf(tx, field)).get(String(value).toLowerCase());
                if (id === undefined) {
                  ctx.reject(row, field.name, `${field.label} sconosciuto: «${clip(String(value))}»`);
                  bad = true;
                }
                data[field.ref.column] = id ?? null;
              } else data[field.column ?? field.name] = value ?? field.fallback ?? null;
            }
            if (!bad) ok.push({ row, data });
          }
          const keys = [...new Set(ok.map((o) => keyOf(o.row)))];
          const existing = new Map<string, number>();
          const repeated = new Set<string>();
          if (keys.length > 0) {
            const found = await tx
              .selectFrom(spec.table)
              .select([
                'id',
                spec.key,
                sql<unknown>`case when updated_at = ${stamp} then 1 else 0 end`.as('ours'),
              ])
              .where(sql`${sql.raw(SQLITE_LOWER)}(trim(${sql.ref(spec.key)}))`, 'in', keys)
              // The condition of the unique key's partial index (migrations 020, 023): without it the
              // database cannot use that index and reads the whole table for every batch.
              .where(sql`trim(${sql.ref(spec.key)})`, '<>', '')
              .orderBy('id')
              .execute();
            for (const f of found as Row[]) {
              const k = codeKey(String(f[spec.key]));
              if (Number(f.ours) === 1) repeated.add(k);
              else if (!existing.has(k)) existing.set(k, f.id as number);
            }
          }
          const rejected = new Set<ImportRow>();
          for (const o of ok) {
            if (!repeated.has(keyOf(o.row))) continue;
            rejected.add(o.row);
            ctx.reject(o.row, spec.key, `${spec.keyLabel} già presente in una riga precedente del file`);
          }
          await extension?.verify(
            ok.filter((o) => !rejected.has(o.row)).map((o) => o.row),
            existing,
            { ...ctx, reject: (row, field, message) => (rejected.add(row), ctx.reject(row, field, message)) },
          );
          const toCreate = ok.filter((o) => !rejected.has(o.row) && !existing.has(keyOf(o.row)));
          const toUpdate = ok.filter((o) => !rejected.has(o.row) && existing.has(keyOf(o.row)));
          const done: { row: ImportRow; id: number; created: boolean }[] = [];
          if (toCreate.length > 0) {
            const inserted = await tx
              .insertInto(spec.table)
              .values(toCreate.map((o) => ({ ...o.data, created_at: stamp, updated_at: stamp })))
              .returning(['id', spec.key])
              .execute();
            // Matched by code, not by position: RETURNING promises no order.
            const byKey = new Map(toCreate.map((o) => [keyOf(o.row), o.row]));
            for (const r of inserted as Row[]) {
              done.push({ row: byKey.get(codeKey(String(r[spec.key])))!, id: r.id as number, created: true });
            }
          }
          for (const o of toUpdate) {
            const id = existing.get(keyOf(o.row))!;
            // The stored code keeps its spelling: the file's names the same code.
            const { [spec.key]: _key, ...data } = o.data;
            await tx
              .updateTable(spec.table)
              .set({
                ...data,
                updated_at: stamp,
                ...(spec.lockVersion ? { lock_version: sql`lock_version + 1` } : {}),
              })
              .where('id', '=', id)
              .execute();
            done.push({ row: o.row, id, created: false });
          }
          await extension?.written(done, ctx);
          for (const d of done) recordModelEvent(tx, spec.model, { id: d.id }, ctx.userId);
          seen.clear();
          extension?.batchDone();
          // One change event per kind for the whole import, not one per record (whose memory and
          // events table grew with the file): record id 0 means "many records of the model", and a
          // client shows it by reloading what it has of that model (docs/import-export.md).
          for (const kind of ['create', 'update'] as const) {
            if (announced.has(kind) || !done.some((d) => d.created === (kind === 'create'))) continue;
            announced.add(kind);
            recordChange(tx, spec.model, kind, { id: 0 }, ctx.userId);
          }
          return { created: toCreate.length, updated: toUpdate.length };
        },
      };

      function keyOf(row: ImportRow) {
        return codeKey(String(row.values[spec.key]));
      }
    },
  };
}
