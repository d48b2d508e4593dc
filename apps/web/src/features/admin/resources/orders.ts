/**
 * The 'orders' group of the back office: orders of every typology and their typologies here, their
 * picks and readings in order-lines.ts, documents, packages and tags in order-containers.ts.
 */
import {
  associated,
  booleanFilter,
  column,
  field,
  flag,
  modelLabel,
  reference,
  referenceFilter,
  nameOrId,
} from './build';
import { ProgressCell, ProjectProgress } from '../edit/project-progress';
import type { ResourceDescriptor } from '../types';
import { traceColumn } from './trace-column';
import { documents, packages, tracks, transportMeans } from './order-containers';
import { picks, readings } from './order-lines';

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
  title: nameOrId,
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
