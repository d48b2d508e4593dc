/** What an order's goods travel in: documents with their children, packages, transport means, and where a tag was last seen. */
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
  nameOrId,
} from './build';
import { PackagePhotos } from '../edit/package-photos';
import type { ResourceDescriptor } from '../types';
import { ma } from '../../../messages/admin';
import { traceColumn } from './trace-column';

export const documents: ResourceDescriptor = {
  name: 'documents',
  label: modelLabel('documents').many,
  one: modelLabel('documents').one,
  group: 'orders',
  search: 'name_or_code_or_description_cont',
  sort: 'id desc',
  title: nameOrId,
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

export const packages: ResourceDescriptor = {
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

export const transportMeans: ResourceDescriptor = {
  name: 'transport_means',
  label: modelLabel('transport_means').many,
  one: modelLabel('transport_means').one,
  group: 'orders',
  search: 'name_cont',
  sort: 'name asc',
  title: nameOrId,
  columns: [column('name'), flag('flag_agent')],
  fields: [field('name', 'text', { required: true }), field('flag_agent', 'boolean', { bulk: true })],
  filters: [booleanFilter('flag_agent')],
};

/** Where a reading (an RFID tag of the incoming screen) was last seen. */
export const tracks: ResourceDescriptor = {
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
