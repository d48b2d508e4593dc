/** What an order's goods travel in: documents with their children, packages, transport means, and where a tag was last seen. */
import { PackagePhotos } from '../edit/package-photos';
import { ma } from '../../../messages/admin';
import { child, col, fld, flt, modelLabel, nameOrId, resource } from './kit';

/** A record's name, linked to its trace (an order's, a package's). */
export const nameTrace = col.trace((r) => r.name);

const parent = { label: () => ma.adminLabels.fields.parent };

export const documents = resource('documents', 'orders', {
  search: 'name_or_code_or_description_cont',
  sort: 'id desc',
  title: nameOrId,
  columns: [
    ...col.texts('name', 'code'),
    col.of('project', 'projects'),
    col.of('parent', 'documents', 'name', parent),
    col.of('location', 'locations'),
    col.text('issued_at'),
    col.yesNo('closed'),
  ],
  fields: [
    fld.text('name', { required: true }),
    fld.text('code'),
    fld.textarea('description'),
    fld.ref('project_id', 'projects'),
    fld.ref('parent_id', 'documents', 'name', parent),
    fld.ref('location_id', 'locations'),
    fld.ref('customer_id', 'customers'),
    fld.ref('supplier_id', 'suppliers'),
    fld.date('issued_at'),
    fld.yesNo('closed', { bulk: true }),
    fld.yesNo('partial'),
  ],
  filters: [flt.ref('project_id', 'projects'), flt.yesNo('closed'), flt.text('code')],
  children: [child('documents', 'parent_id', [...col.texts('name', 'code'), col.yesNo('closed')])],
});

const sizes = ['width', 'depth', 'height'] as const;

export const packages = resource('packages', 'orders', {
  search: 'name_cont',
  title: (r) => String(r.name ?? r.incremental ?? r.id),
  columns: [
    col.text('name'),
    col.of('project', 'projects'),
    ...col.texts('incremental', 'weight'),
    ...sizes.map((s) => col.text(s, { hidden: true })),
    col.yesNo('closed'),
    col.yesNo('shipped'),
    col.text('shipping_date', { hidden: true }),
    nameTrace,
  ],
  fields: [
    fld.text('name'),
    fld.ref('project_id', 'projects'),
    fld.integer('incremental'),
    fld.number('weight'),
    ...sizes.map((s) => fld.number(s)),
    fld.yesNo('closed', { bulk: true }),
    fld.yesNo('shipped', { bulk: true }),
    fld.date('shipping_date'),
  ],
  filters: [flt.ref('project_id', 'projects'), flt.yesNo('closed'), flt.yesNo('shipped')],
  aside: PackagePhotos,
});

export const transportMeans = resource('transport_means', 'orders', {
  search: 'name_cont',
  sort: 'name asc',
  title: nameOrId,
  columns: [col.text('name'), col.yesNo('flag_agent')],
  fields: [fld.text('name', { required: true }), fld.yesNo('flag_agent', { bulk: true })],
  filters: [flt.yesNo('flag_agent')],
});

/** Where a reading (an RFID tag of the incoming screen) was last seen. */
export const tracks = resource('tracks', 'orders', {
  search: 'project_row_code_or_location_name_cont',
  sort: 'last_seen_at desc',
  title: (r) => `${modelLabel('tracks').one} ${String(r.id)}`,
  columns: [
    col.of('project_row', 'project_rows', 'code'),
    col.of('location', 'locations'),
    col.time('last_seen_at'),
  ],
  fields: [
    fld.ref('project_row_id', 'project_rows', 'code', { required: true }),
    fld.ref('location_id', 'locations', 'name', { bulk: true }),
    fld.text('last_seen_at', { required: true, description: () => ma.admin.form.dateTimeHint }),
  ],
  filters: [flt.ref('location_id', 'locations')],
});
