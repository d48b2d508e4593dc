/**
 * The 'orders' group of the back office: orders of every typology and their typologies here, their
 * picks and readings in order-lines.ts, documents, packages and tags in order-containers.ts.
 */
import { ProgressCell } from '../edit/project-progress';
import { desadvColumn } from './desadv-column';
import { OrderAside } from './order-aside';
import { col, child, fld, flt, nameOrId, resource } from './kit';
import { documents, nameTrace, packages, tracks, transportMeans } from './order-containers';
import { lotTrace, pickChildColumns, picks, readings } from './order-lines';

const typologyFlags = ['inventory', 'picking', 'free'] as const;

const typologies = resource('project_typologies', 'orders', {
  search: 'title_or_description_cont',
  title: (r) => String(r.title),
  columns: [...col.texts('title', 'description'), ...typologyFlags.map((f) => col.yesNo(f))],
  fields: [
    fld.text('title', { required: true }),
    fld.text('description'),
    ...typologyFlags.map((f) => fld.yesNo(f)),
  ],
});

const projectFlags = ['closed', 'partial', 'prepared', 'delivered', 'suspended', 'store'] as const;

const projects = resource('projects', 'orders', {
  search: 'name_or_description_or_external_code_cont',
  sort: 'id desc',
  title: nameOrId,
  columns: [
    ...col.texts('name', 'description'),
    col.of('project_typology', 'project_typologies', 'title'),
    col.of('customer', 'customers'),
    col.of('supplier', 'suppliers', 'name', { hidden: true }),
    col.text('project_date'),
    col.text('estimated_shipping_date', { hidden: true }),
    ...projectFlags.map((f) => col.yesNo(f, { hidden: f !== 'closed' })),
    // Sorted by the server over the whole result (`q[s]=progress asc`, a computed sort key).
    col.text('progress', { exportable: false, render: (r) => ProgressCell({ record: r }) }),
    nameTrace,
    desadvColumn,
  ],
  // The progress column: computed by the server for the page in one query, only when asked.
  listPresentation: { methods: ['progress'] },
  fields: [
    fld.text('name', { required: true }),
    fld.textarea('description'),
    fld.ref('project_typology_id', 'project_typologies', 'title', { bulk: true }),
    fld.ref('customer_id', 'customers'),
    fld.ref('supplier_id', 'suppliers'),
    fld.ref('address_id', 'addresses'),
    fld.ref('plant_id', 'plants', 'name', { bulk: true }),
    fld.date('project_date'),
    fld.date('estimated_shipping_date'),
    ...fld.texts('external_code', 'operator', 'zone'),
    fld.textarea('notes'),
    ...projectFlags.map((f) => fld.yesNo(f, { bulk: true })),
  ],
  filters: [
    flt.ref('project_typology_id', 'project_typologies', 'title'),
    flt.ref('customer_id', 'customers'),
    ...projectFlags.map((f) => flt.yesNo(f)),
  ],
  aside: OrderAside,
  children: [
    child('picks', 'project_id', pickChildColumns),
    child('project_rows', 'project_id', [
      col.of('item', 'items', 'code'),
      ...col.texts('quantity', 'code', 'lot'),
      col.of('location', 'locations'),
      lotTrace,
    ]),
    child('packages', 'project_id', [
      ...col.texts('name', 'incremental'),
      col.yesNo('closed'),
      col.yesNo('shipped'),
      nameTrace,
    ]),
  ],
});

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
