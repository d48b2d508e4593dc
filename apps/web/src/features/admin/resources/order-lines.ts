/** An order's lines: its picks (what to pick) and the readings made against them. */
import {
  associated,
  booleanFilter,
  column,
  field,
  flag,
  modelLabel,
  reference,
  referenceFilter,
  timestamp,
} from './build';
import type { AdminRecord, ResourceDescriptor } from '../types';
import { traceColumn } from './trace-column';

export const picks: ResourceDescriptor = {
  name: 'picks',
  label: modelLabel('picks').many,
  one: modelLabel('picks').one,
  group: 'orders',
  search: 'project_name_or_item_code_cont',
  title: (r) =>
    `${String((r.item as AdminRecord | undefined)?.code ?? r.item_id)} × ${String(r.quantity ?? '')}`,
  columns: [
    associated('project', 'projects'),
    associated('item', 'items', 'code'),
    column('quantity', { label: 'Quantità Prevista' }),
    column('quantity_detected'),
    associated('location', 'locations'),
    flag('closed'),
  ],
  fields: [
    reference('project_id', 'projects', 'name', { required: true }),
    reference('item_id', 'items', 'code', { required: true }),
    reference('location_id', 'locations'),
    field('quantity', 'number', { label: 'Quantità Prevista' }),
    field('notes', 'textarea'),
    field('closed', 'boolean', { bulk: true }),
  ],
  filters: [
    referenceFilter('project_id', 'projects'),
    referenceFilter('item_id', 'items', 'code'),
    booleanFilter('closed'),
  ],
};

export const readings: ResourceDescriptor = {
  name: 'project_rows',
  label: modelLabel('project_rows').many,
  one: modelLabel('project_rows').one,
  group: 'orders',
  search: 'code_cont',
  sort: 'id desc',
  title: (r) => String(r.code ?? r.id),
  columns: [
    associated('project', 'projects'),
    associated('item', 'items', 'code'),
    column('quantity'),
    column('code'),
    column('lot'),
    column('expiry_date', { hidden: true }),
    associated('location', 'locations'),
    timestamp('created_at', { sortable: false }),
    traceColumn(
      (r) => r.lot,
      (r) => r.item_id,
    ),
  ],
  fields: [
    reference('project_id', 'projects'),
    reference('item_id', 'items', 'code'),
    reference('location_id', 'locations'),
    field('quantity', 'number'),
    field('code', 'text'),
    field('notes', 'textarea'),
  ],
  filters: [referenceFilter('project_id', 'projects'), referenceFilter('item_id', 'items', 'code')],
};
