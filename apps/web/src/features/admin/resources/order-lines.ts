/** An order's lines: its picks (what to pick) and the readings made against them. */
import { contributionsText, type CountContribution } from '@warehouse/shared';
import { formatQuantity } from '../../../domain/format';
import type { AdminRecord } from '../types';
import { ma } from '../../../messages/admin';
import { col, fld, flt, resource } from './kit';

const expected = { label: () => ma.adminLabels.fields.quantity_expected };

export const picks = resource('picks', 'orders', {
  search: 'project_name_or_item_code_cont',
  title: (r) =>
    `${String((r.item as AdminRecord | undefined)?.code ?? r.item_id)} × ${String(r.quantity ?? '')}`,
  columns: [
    col.of('project', 'projects'),
    col.of('item', 'items', 'code'),
    col.text('quantity', expected),
    col.text('quantity_detected'),
    // Who counted how much of an inventory line (issue 48): 'Marco Operatore 5 · Anna 3'.
    col.text('counted_by', {
      sortable: false,
      render: (r) =>
        contributionsText((r.counted_by as CountContribution[] | undefined) ?? [], formatQuantity),
    }),
    col.of('location', 'locations'),
    col.yesNo('closed'),
  ],
  // The server adds `counted_by` for the page in one query, only when asked.
  listPresentation: { methods: ['counted_by'] },
  fields: [
    fld.ref('project_id', 'projects', 'name', { required: true }),
    fld.ref('item_id', 'items', 'code', { required: true }),
    fld.ref('location_id', 'locations'),
    fld.number('quantity', expected),
    fld.textarea('notes'),
    fld.yesNo('closed', { bulk: true }),
  ],
  filters: [flt.ref('project_id', 'projects'), flt.ref('item_id', 'items', 'code'), flt.yesNo('closed')],
});

/** A pick's columns as an order's form lists them. */
export const pickChildColumns = [
  col.of('item', 'items', 'code'),
  col.text('quantity', expected),
  col.text('quantity_detected'),
  col.yesNo('closed'),
];

/** A reading's lot, linked to its trace. */
export const lotTrace = col.trace(
  (r) => r.lot,
  (r) => r.item_id,
);

export const readings = resource('project_rows', 'orders', {
  search: 'code_cont',
  sort: 'id desc',
  title: (r) => String(r.code ?? r.id),
  columns: [
    col.of('project', 'projects'),
    col.of('item', 'items', 'code'),
    ...col.texts('quantity', 'code', 'lot'),
    col.text('expiry_date', { hidden: true }),
    col.of('location', 'locations'),
    // Who wrote the reading: in an inventory, who counted it (issue 48: one reading per operator).
    col.text('user_name', { sortable: false }),
    col.time('created_at', { sortable: false }),
    lotTrace,
  ],
  listPresentation: { methods: ['user_name'] },
  fields: [
    fld.ref('project_id', 'projects'),
    fld.ref('item_id', 'items', 'code'),
    fld.ref('location_id', 'locations'),
    fld.number('quantity'),
    fld.text('code'),
    fld.textarea('notes'),
  ],
  filters: [flt.ref('project_id', 'projects'), flt.ref('item_id', 'items', 'code')],
});
