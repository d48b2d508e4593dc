import { belongsTo, defineModel } from './define';
import { assignPackageName } from './package-names';
import type { Row } from '../db/types';
import { checkPackageCreate } from './write-rules';

/**
 * `closed_at` is the server's time of closing (the dashboard's "closed today"): set when a package
 * becomes closed, cleared when it is reopened; a client cannot write it.
 */
function stampClosedAt(values: Row, wasClosed: boolean): void {
  if (!('closed' in values)) return;
  const closed = Boolean(values.closed);
  if (closed && !wasClosed) values.closed_at = new Date().toISOString();
  if (!closed) values.closed_at = null;
}

/**
 * Packages (colli): `name` is the barcode printed on the label. Created as
 * `{project_id, closed: false, shipped: false}`, they get their name and incremental here.
 */
export const packages = defineModel({
  name: 'packages',
  singular: 'package',
  columns: {
    project_id: 'id',
    name: 'string',
    incremental: 'integer',
    closed: 'boolean',
    shipped: 'boolean',
    shipping_date: 'datetime',
    closed_at: 'datetime',
    width: 'decimal',
    depth: 'decimal',
    height: 'decimal',
    weight: 'decimal',
  },
  associations: { project: belongsTo('projects', 'project_id') },
  // A package belongs to an order: the specification's clients always send one (issue 46).
  required: ['project_id'],
  searchableAssociations: ['project'],
  writable: [
    'project_id',
    'name',
    'incremental',
    'closed',
    'shipped',
    'shipping_date',
    'width',
    'depth',
    'height',
    'weight',
  ],
  lockVersion: true,
  files: ['pictures'],
  defaultSort: { column: 'incremental', direction: 'asc' },
  hooks: {
    async beforeCreate(values, ctx) {
      await checkPackageCreate(ctx.tx, values.project_id);
      stampClosedAt(values, false);
      await assignPackageName(values, ctx);
    },
    async beforeUpdate(values, existing) {
      stampClosedAt(values, Boolean(existing.closed));
    },
  },
});
