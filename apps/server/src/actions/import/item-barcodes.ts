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
 * handheld, so a barcode of another item — earlier in the file or already stored — is an error.
 * The additional barcodes of an imported item are replaced by the file's list.
 */
export function itemBarcodes(): MasterExtension {
  // Barcode → the line that first gave it, for the batch being read only (a number per barcode, no
  // object). A line seen before is always another item's (an item code twice in the file is refused
  // before its barcodes are read). Earlier batches are in the database: `verify` finds them there.
  const seen = new Map<string, number>();
  return {
    check(row) {
      for (const b of barcodesOf(row)) {
        const before = seen.get(b.code);
        if (before !== undefined && before !== row.line) {
          return {
            field: b.field,
            message: `Barcode «${clip(b.code)}» già usato alla riga ${before} del file`,
          };
        }
      }
      for (const b of barcodesOf(row)) seen.set(b.code, row.line);
      return undefined;
    },
    async verify(rows, existing, ctx) {
      if (!ctx.mapped.has('barcode') && !ctx.mapped.has('additional_barcodes')) return;
      const codes = [...new Set(rows.flatMap((r) => barcodesOf(r).map((b) => b.code)))];
      if (codes.length === 0) return;
      const owners = new Map<string, { id: number; code: string }[]>();
      const add = (barcode: unknown, id: unknown, code: unknown) => {
        const list = owners.get(String(barcode)) ?? [];
        list.push({ id: id as number, code: String(code) });
        owners.set(String(barcode), list);
      };
      const main = await ctx.tx
        .selectFrom('items')
        .select(['id', 'code', 'barcode'])
        .where('barcode', 'in', codes)
        .execute();
      for (const r of main as Row[]) add(r.barcode, r.id, r.code);
      const more = await ctx.tx
        .selectFrom('additional_barcodes')
        .innerJoin('items', 'items.id', 'additional_barcodes.item_id')
        .select(['items.id as id', 'items.code as item_code', 'additional_barcodes.code as barcode'])
        .where('additional_barcodes.code', 'in', codes)
        .execute();
      for (const r of more as Row[]) add(r.barcode, r.id, r.item_code);
      for (const row of rows) {
        const own = existing.get(String(row.values.code));
        for (const b of barcodesOf(row)) {
          const other = owners.get(b.code)?.find((o) => o.id !== own && o.code !== String(row.values.code));
          if (other) {
            ctx.reject(
              row,
              b.field,
              `Barcode «${clip(b.code)}» già assegnato all'articolo ${clip(other.code)}`,
            );
            break;
          }
        }
      }
    },
    batchDone() {
      seen.clear();
    },
    async written(done, ctx) {
      if (!ctx.mapped.has('additional_barcodes') || done.length === 0) return;
      const updated = done.filter((d) => !d.created).map((d) => d.id);
      for (let i = 0; i < updated.length; i += 500) {
        await ctx.tx
          .deleteFrom('additional_barcodes')
          .where('item_id', 'in', updated.slice(i, i + 500))
          .execute();
      }
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
