/** Orders of every typology with their picks and readings, documents with children, packages. */
import {
  associated,
  booleanFilter,
  column,
  field,
  flag,
  modelLabel,
  reference,
  referenceFilter,
  textFilter,
  timestamp,
} from './build';
import { ProgressCell, ProjectProgress } from '../edit/project-progress';
import { PackagePhotos } from '../edit/package-photos';
import type { AdminRecord, ResourceDescriptor } from '../types';
import { ma } from '../../../messages/admin';
import { traceColumn } from './trace-column';

const named = (r: AdminRecord) => String(r.name ?? r.id);

const typologies: ResourceDescriptor = {
  name: 'project_typologies',
  label: modelLabel('project_typologies').many,
  one: modelLabel('project_typologies').one,
  group: 'orders',
  search: 'title_or_description_cont',
  title: (r) => String(r.title),
  columns: [column('title'), column('description'), flag('inventory'), flag('picking'), flag('free')],
  fields: [
    field('title', 'text', { required: true }),
    field('description', 'text'),
    field('inventory', 'boolean'),
    field('picking', 'boolean'),
    field('free', 'boolean'),
  ],
};

const projectFlags = ['closed', 'partial', 'prepared', 'delivered', 'suspended', 'store'] as const;

const projects: ResourceDescriptor = {
  name: 'projects',
  label: modelLabel('projects').many,
  one: modelLabel('projects').one,
  group: 'orders',
  search: 'name_or_description_or_external_code_cont',
  sort: 'id desc',
  title: named,
  columns: [
    column('name'),
    column('description'),
    associated('project_typology', 'project_typologies', 'title'),
    associated('customer', 'customers'),
    associated('supplier', 'suppliers', 'name', { hidden: true }),
    column('project_date'),
    column('estimated_shipping_date', { hidden: true }),
    ...projectFlags.map((f) => flag(f, { hidden: f !== 'closed' })),
    // Sorted by the server over the whole result (`q[s]=progress asc`, a computed sort key).
    column('progress', { exportable: false, render: (r) => ProgressCell({ record: r }) }),
    traceColumn((r) => r.name),
  ],
  // The progress column: computed by the server for the page in one query, only when asked.
  listPresentation: { methods: ['progress'] },
  fields: [
    field('name', 'text', { required: true }),
    field('description', 'textarea'),
    reference('project_typology_id', 'project_typologies', 'title', { bulk: true }),
    reference('customer_id', 'customers'),
    reference('supplier_id', 'suppliers'),
    reference('address_id', 'addresses'),
    reference('plant_id', 'plants', 'name', { bulk: true }),
    field('project_date', 'date'),
    field('estimated_shipping_date', 'date'),
    field('external_code', 'text'),
    field('operator', 'text'),
    field('zone', 'text'),
    field('notes', 'textarea'),
    ...projectFlags.map((f) => field(f, 'boolean', { bulk: true })),
  ],
  filters: [
    referenceFilter('project_typology_id', 'project_typologies', 'title'),
    referenceFilter('customer_id', 'customers'),
    ...projectFlags.map(booleanFilter),
  ],
  aside: ProjectProgress,
  children: [
    {
      resource: 'picks',
      label: modelLabel('picks').many,
      foreignKey: 'project_id',
      columns: [
        associated('item', 'items', 'code'),
        column('quantity', { label: 'Quantità Prevista' }),
        column('quantity_detected'),
        flag('closed'),
      ],
    },
    {
      resource: 'project_rows',
      label: modelLabel('project_rows').many,
      foreignKey: 'project_id',
      columns: [
        associated('item', 'items', 'code'),
        column('quantity'),
        column('code'),
        column('lot'),
        associated('location', 'locations'),
        traceColumn(
          (r) => r.lot,
          (r) => r.item_id,
        ),
      ],
    },
    {
      resource: 'packages',
      label: modelLabel('packages').many,
      foreignKey: 'project_id',
      columns: [
        column('name'),
        column('incremental'),
        flag('closed'),
        flag('shipped'),
        traceColumn((r) => r.name),
      ],
    },
  ],
};

const picks: ResourceDescriptor = {
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

const readings: ResourceDescriptor = {
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

const documents: ResourceDescriptor = {
  name: 'documents',
  label: modelLabel('documents').many,
  one: modelLabel('documents').one,
  group: 'orders',
  search: 'name_or_code_or_description_cont',
  sort: 'id desc',
  title: named,
  columns: [
    column('name'),
    column('code'),
    associated('project', 'projects'),
    associated('parent', 'documents', 'name', { label: 'Documento principale' }),
    associated('location', 'locations'),
    column('issued_at'),
    flag('closed'),
  ],
  fields: [
    field('name', 'text', { required: true }),
    field('code', 'text'),
    field('description', 'textarea'),
    reference('project_id', 'projects'),
    reference('parent_id', 'documents', 'name', { label: 'Documento principale' }),
    reference('location_id', 'locations'),
    reference('customer_id', 'customers'),
    reference('supplier_id', 'suppliers'),
    field('issued_at', 'date'),
    field('closed', 'boolean', { bulk: true }),
    field('partial', 'boolean'),
  ],
  filters: [referenceFilter('project_id', 'projects'), booleanFilter('closed'), textFilter('code')],
  children: [
    {
      resource: 'documents',
      label: modelLabel('documents').many,
      foreignKey: 'parent_id',
      columns: [column('name'), column('code'), flag('closed')],
    },
  ],
};

const packages: ResourceDescriptor = {
  name: 'packages',
  label: modelLabel('packages').many,
  one: modelLabel('packages').one,
  group: 'orders',
  search: 'name_cont',
  title: (r) => String(r.name ?? r.incremental ?? r.id),
  columns: [
    column('name'),
    associated('project', 'projects'),
    column('incremental'),
    column('weight'),
    column('width', { hidden: true }),
    column('depth', { hidden: true }),
    column('height', { hidden: true }),
    flag('closed'),
    flag('shipped'),
    column('shipping_date', { hidden: true }),
    traceColumn((r) => r.name),
  ],
  fields: [
    field('name', 'text'),
    reference('project_id', 'projects'),
    field('incremental', 'integer'),
    field('weight', 'number'),
    field('width', 'number'),
    field('depth', 'number'),
    field('height', 'number'),
    field('closed', 'boolean', { bulk: true }),
    field('shipped', 'boolean', { bulk: true }),
    field('shipping_date', 'date'),
  ],
  filters: [referenceFilter('project_id', 'projects'), booleanFilter('closed'), booleanFilter('shipped')],
  aside: PackagePhotos,
};

const transportMeans: ResourceDescriptor = {
  name: 'transport_means',
  label: modelLabel('transport_means').many,
  one: modelLabel('transport_means').one,
  group: 'orders',
  search: 'name_cont',
  sort: 'name asc',
  title: named,
  columns: [column('name'), flag('flag_agent')],
  fields: [field('name', 'text', { required: true }), field('flag_agent', 'boolean', { bulk: true })],
  filters: [booleanFilter('flag_agent')],
};

/** Where a reading (an RFID tag of the incoming screen) was last seen. */
const tracks: ResourceDescriptor = {
  name: 'tracks',
  label: modelLabel('tracks').many,
  one: modelLabel('tracks').one,
  group: 'orders',
  search: 'project_row_code_or_location_name_cont',
  sort: 'last_seen_at desc',
  title: (r) => `${modelLabel('tracks').one} ${String(r.id)}`,
  columns: [
    associated('project_row', 'project_rows', 'code'),
    associated('location', 'locations'),
    timestamp('last_seen_at'),
  ],
  fields: [
    reference('project_row_id', 'project_rows', 'code', { required: true }),
    reference('location_id', 'locations', 'name', { bulk: true }),
    field('last_seen_at', 'text', { required: true, description: ma.admin.form.dateTimeHint }),
  ],
  filters: [referenceFilter('location_id', 'locations')],
};

export const orderResources = [
  projects,
  typologies,
  picks,
  readings,
  documents,
  packages,
  transportMeans,
  tracks,
];
