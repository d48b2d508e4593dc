import { sql } from 'kysely';
import { codeKey } from '@warehouse/shared';
import type { Row } from '../../db/types';
import type { MasterExtension } from './master';
import { clip } from './values';
import type { ImportRow } from './types';

const barcodesOf = (row: ImportRow): { field: string; code: string }[] => [
  ...(typeof row.values.barcode === 'string' ? [{ field: 'barcode', code: row.values.barcode }] : []),
  ...((row.values.additional_barcodes as string[] | undefined) ?? []).map((code) => ({
    field: 'additional_barcodes',
    code,
  })),
];

/**
 * An item's barcode and additional barcodes (`|` between them) find exactly one item on the
 * handheld, so a barcode of another item — earlier in the file or already stored — is an error, and
 * so is one given twice for the same item (the database keeps each barcode once: migration 020).
 * Barcodes compare as codes do (`codeKey`: case and surrounding spaces ignored). The additional
 * barcodes of an imported item are replaced by the file's list.
 */
export function itemBarcodes(): MasterExtension {
  // Barcode key → the line that first gave it, for the batch being read only (a number per barcode,
  // no object). Earlier batches are in the database: `verify` finds them there.
  const seen = new Map<string, number>();
  return {
    check(row) {
      const own = new Set<string>();
      for (const b of barcodesOf(row)) {
        const key = codeKey(b.code);
        const before = seen.get(key);
        if (before !== undefined && before !== row.line) {
          return {
            field: b.field,
            message: `Barcode «${clip(b.code)}» già usato alla riga ${before} del file`,
          };
        }
        if (own.has(key)) return { field: b.field, message: `Barcode «${clip(b.code)}» ripetuto nella riga` };
        own.add(key);
      }
      for (const key of own) seen.set(key, row.line);
      return undefined;
    },
    async verify(rows, existing, ctx) {
      const barcodesMapped = ctx.mapped.has('barcode');
      const additionalMapped = ctx.mapped.has('additional_barcodes');
      if (!barcodesMapped && !additionalMapped) return;
      const keys = [...new Set(rows.flatMap((r) => barcodesOf(r).map((b) => codeKey(b.code))))];
      const owners = new Map<string, { id: number; code: string; additional: boolean }>();
      for (let i = 0; i < keys.length; i += 500) {
        const found = await ctx.tx
          .selectFrom('item_barcodes')
          .innerJoin('items', 'items.id', 'item_barcodes.item_id')
          .select(['item_barcodes.code_key as code_key', 'items.id as id', 'items.code as code'])
          .select(sql<number>`case when additional_barcode_id is null then 0 else 1 end`.as('additional'))
          .where('item_barcodes.code_key', 'in', keys.slice(i, i + 500))
          .execute();
        for (const r of found as Row[]) {
          owners.set(String(r.code_key), {
            id: r.id as number,
            code: String(r.code),
            additional: Number(r.additional) === 1,
          });
        }
      }
      const replaced: number[] = [];
      for (const row of rows) {
        const own = existing.get(codeKey(String(row.values.code)));
        const refusal = barcodesOf(row)
          .map((b) => ({ b, owner: owners.get(codeKey(b.code)) }))
          .find(({ owner }) => owner && !keptByOwnRow(owner, own, barcodesMapped, additionalMapped));
        if (refusal) {
          const { b, owner } = refusal;
          ctx.reject(
            row,
            b.field,
            owner!.id === own
              ? `Barcode «${clip(b.code)}» è già ${owner!.additional ? 'un barcode aggiuntivo' : 'il barcode'} di questo articolo`
              : `Barcode «${clip(b.code)}» già assegnato all'articolo ${clip(owner!.code)}`,
          );
        } else if (own !== undefined && additionalMapped) replaced.push(own);
      }
      // The additional barcodes of updated items are replaced: gone before the items' own barcodes
      // are written, so a barcode moved from the list to the item itself is not seen twice.
      for (let i = 0; i < replaced.length; i += 500) {
        await ctx.tx
          .deleteFrom('additional_barcodes')
          .where('item_id', 'in', replaced.slice(i, i + 500))
          .execute();
      }
    },
    batchDone() {
      seen.clear();
    },
    async written(done, ctx) {
      if (!ctx.mapped.has('additional_barcodes') || done.length === 0) return;
      const stamp = new Date().toISOString();
      const rows = done.flatMap((d) =>
        ((d.row.values.additional_barcodes as string[] | undefined) ?? []).map((code) => ({
          item_id: d.id,
          code,
          created_at: stamp,
          updated_at: stamp,
        })),
      );
      for (let i = 0; i < rows.length; i += 500) {
        await ctx.tx
          .insertInto('additional_barcodes')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    },
  };
}

/**
 * Whether a stored barcode of the row's own item that the row gives again stays held once: its own
 * barcode when the file writes the item's barcode (the same again, another or none: the same twice
 * in the row is refused by `check`), one of its additional barcodes when the file replaces them
 * (removed before the writes). Otherwise the item would hold the barcode twice.
 */
function keptByOwnRow(
  owner: { id: number; additional: boolean },
  own: number | undefined,
  barcodesMapped: boolean,
  additionalMapped: boolean,
): boolean {
  if (owner.id !== own) return false;
  return owner.additional ? additionalMapped : barcodesMapped;
}
