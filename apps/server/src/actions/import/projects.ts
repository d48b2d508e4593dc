import { recordQuantityRefusal } from '@warehouse/shared';
import type { Row, Tx } from '../../db/types';
import { recordChange } from '../../live/changes';
import { ApiError } from '../../errors';
import { loadRef, type RefSpec } from './master';
import { clip } from './values';
import type { BatchContext, ImportField, ImportRow, Importer, ImportRun } from './types';

const f = (
  name: string,
  label: string,
  kind: ImportField['kind'] = 'text',
  required = false,
): ImportField => ({
  name,
  label,
  required,
  kind,
});

/** Columns of the order, given on its first line (later lines may repeat them, identical, or leave them empty). */
const ORDER_FIELDS = [
  'project_typology',
  'customer',
  'supplier',
  'project_date',
  'estimated_shipping_date',
  'external_code',
  'description',
  'notes',
] as const;

const fields: ImportField[] = [
  f('name', 'Ordine', 'text', true),
  f('project_typology', 'Tipologia'),
  f('customer', 'Cliente'),
  f('supplier', 'Fornitore'),
  f('project_date', 'Data Progetto', 'date'),
  f('estimated_shipping_date', 'Data Prevista', 'date'),
  f('external_code', 'Codice esterno'),
  f('description', 'Descrizione'),
  f('notes', 'Note'),
  f('item', 'Articolo', 'text', true),
  f('quantity', 'Quantità', 'number', true),
  f('location', 'Ubicazione'),
];

const REFS: Record<string, RefSpec> = {
  project_typology: { table: 'project_typologies', by: ['title'], column: 'project_typology_id' },
  customer: { table: 'customers', by: ['external_code', 'name'], column: 'customer_id' },
  supplier: { table: 'suppliers', by: ['external_code', 'name'], column: 'supplier_id' },
  location: { table: 'locations', by: ['code', 'name'], column: 'location_id' },
};

interface Order {
  line: number;
  values: Record<string, unknown>;
  id?: number;
  /** Why its lines cannot be written (its first line said). */
  bad?: string;
}

/**
 * Orders with their lines (projects and picks): one CSV line per order line, the order named on
 * each. The order is created by its first line; an order name already stored is an error (an
 * order being picked is never rewritten by a file).
 */
export const projectImporter: Importer = {
  model: 'projects',
  fields,
  start(): ImportRun {
    const orders = new Map<string, Order>();
    const announcedPicks = new Set<number>();
    const refs = new Map<string, Map<string, number>>();
    const ref = async (tx: Tx, name: string, value: unknown) => {
      let map = refs.get(name);
      if (!map) refs.set(name, (map = await loadRef(tx, REFS[name]!)));
      return value === undefined ? null : map.get(String(value).trim().toLowerCase());
    };

    async function createOrder(order: Order, row: ImportRow, ctx: BatchContext, taken: Set<string>) {
      const name = String(row.values.name);
      if (taken.has(name))
        return { field: 'name', message: `Ordine «${clip(name)}» già presente in archivio` };
      const data: Row = { name };
      for (const field of ['project_typology', 'customer', 'supplier'] as const) {
        const id = await ref(ctx.tx, field, order.values[field]);
        if (id === undefined) {
          const label = fields.find((x) => x.name === field)!.label;
          return { field, message: `${label} sconosciuto: «${clip(String(order.values[field]))}»` };
        }
        data[REFS[field]!.column] = id;
      }
      for (const field of [
        'project_date',
        'estimated_shipping_date',
        'external_code',
        'description',
        'notes',
      ]) {
        data[field] = order.values[field] ?? null;
      }
      order.id = (await ctx.insertAs('projects', data)).id as number;
      return undefined;
    }

    return {
      check(row) {
        if ((row.values.quantity as number) <= 0)
          return { field: 'quantity', message: 'La quantità deve essere maggiore di zero' };
        // The quantity rules of every pick (the unit's whole numbers are checked with the item).
        const refusal = recordQuantityRefusal(row.values.quantity, true);
        if (refusal) return { field: 'quantity', message: refusal.text };
        const name = String(row.values.name);
        const order = orders.get(name);
        if (!order) {
          if (row.values.project_typology === undefined) {
            return {
              field: 'project_typology',
              message: "Tipologia obbligatoria sulla prima riga dell'ordine",
            };
          }
          orders.set(name, { line: row.line, values: row.values });
          return undefined;
        }
        for (const field of ORDER_FIELDS) {
          const value = row.values[field];
          if (value !== undefined && value !== order.values[field]) {
            return {
              field,
              message: `Valore diverso da quello della riga ${order.line} dello stesso ordine`,
            };
          }
        }
        return undefined;
      },
      async write(rows, ctx) {
        const { tx } = ctx;
        const newNames = [
          ...new Set(rows.map((r) => String(r.values.name)).filter((n) => orders.get(n)?.id === undefined)),
        ];
        const taken = new Set<string>();
        if (newNames.length > 0) {
          const found = await tx
            .selectFrom('projects')
            .select('name')
            .where('name', 'in', newNames)
            .execute();
          for (const p of found as Row[]) taken.add(String(p.name));
        }
        const codes = [...new Set(rows.map((r) => String(r.values.item)))];
        const items = new Map<string, number>();
        const divisible = new Map<number, boolean>();
        const found = await tx
          .selectFrom('items')
          .leftJoin('measure_units', 'measure_units.id', 'items.measure_unit_id')
          .select(['items.id', 'items.code', 'measure_units.divisible'])
          .where('items.code', 'in', codes)
          .orderBy('items.id', 'desc')
          .execute();
        for (const i of found as Row[]) {
          items.set(String(i.code), i.id as number);
          divisible.set(i.id as number, i.divisible == null || Boolean(i.divisible));
        }

        let created = 0;
        for (const row of rows) {
          const order = orders.get(String(row.values.name))!;
          if (order.bad) {
            ctx.reject(row, 'name', `Ordine non importato: ${order.bad}`);
            continue;
          }
          if (order.id === undefined) {
            const problem = await createOrder(order, row, ctx, taken);
            if (problem) {
              order.bad = `${problem.message} (riga ${row.line})`;
              ctx.reject(row, problem.field, problem.message);
              continue;
            }
          }
          const itemId = items.get(String(row.values.item));
          if (itemId === undefined) {
            ctx.reject(row, 'item', `Articolo sconosciuto: «${clip(String(row.values.item))}»`);
            continue;
          }
          const locationId = await ref(tx, 'location', row.values.location);
          if (locationId === undefined) {
            ctx.reject(row, 'location', `Ubicazione sconosciuta: «${clip(String(row.values.location))}»`);
            continue;
          }
          const quantity = row.values.quantity as number;
          const refusal = recordQuantityRefusal(quantity, divisible.get(itemId) ?? true);
          if (refusal) {
            ctx.reject(row, 'quantity', refusal.text);
            continue;
          }
          // Through the picks' model: its rules (one line per item in a store supply, open
          // containers) refuse the line as they would refuse the same pick written by hand.
          const pick = { project_id: order.id, item_id: itemId, location_id: locationId, quantity };
          try {
            await ctx.insertAs('picks', pick, { announce: false });
          } catch (err) {
            if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
            const fields = (err.details?.fields as string[] | undefined) ?? [];
            ctx.reject(row, FIELD_OF[fields[0] ?? ''] ?? null, err.message);
            continue;
          }
          created++;
          // One event per order (record id 0: many picks of it), not one per line.
          if (!announcedPicks.has(order.id!)) {
            announcedPicks.add(order.id!);
            recordChange(tx, 'picks', 'create', { id: 0, project_id: order.id }, ctx.userId);
          }
        }
        return { created, updated: 0 };
      },
    };
  },
};

/** The import's field of a pick's column, for a refusal the picks' rules name by column. */
const FIELD_OF: Record<string, string> = {
  item_id: 'item',
  quantity: 'quantity',
  location_id: 'location',
  project_id: 'name',
};
