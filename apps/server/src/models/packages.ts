import { belongsTo, defineModel } from './define';
import { assignPackageName } from './package-names';

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
    width: 'decimal',
    depth: 'decimal',
    height: 'decimal',
    weight: 'decimal',
  },
  associations: { project: belongsTo('projects', 'project_id') },
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
  hooks: { beforeCreate: assignPackageName },
});
