import { belongsTo, defineModel, hasMany } from './define';
import { picksChanged } from './derived';

/** Per-location inventory documents, package-preparation documents and their reference items (children). */
export const documents = defineModel({
  name: 'documents',
  singular: 'document',
  columns: {
    project_id: 'id',
    parent_id: 'id',
    location_id: 'id',
    item_id: 'id',
    customer_id: 'id',
    supplier_id: 'id',
    name: 'string',
    code: 'string',
    description: 'text',
    issued_at: 'date',
    closed: 'boolean',
    partial: 'boolean',
    quantity_detected: 'decimal',
  },
  associations: {
    project: belongsTo('projects', 'project_id'),
    parent: belongsTo('documents', 'parent_id'),
    location: belongsTo('locations', 'location_id'),
    item: belongsTo('items', 'item_id'),
    customer: belongsTo('customers', 'customer_id'),
    supplier: belongsTo('suppliers', 'supplier_id'),
    documents: hasMany('documents', 'parent_id'),
  },
  searchableAssociations: ['project', 'parent', 'location', 'item', 'customer', 'supplier'],
  writable: [
    'project_id',
    'parent_id',
    'location_id',
    'item_id',
    'customer_id',
    'supplier_id',
    'name',
    'code',
    'description',
    'issued_at',
    'closed',
    'partial',
  ],
  required: ['name'],
  lockVersion: true,
  include: { location: true, customer: true, supplier: true, item: true, documents: true },
  hooks: {
    async beforeDestroy(existing, { tx }) {
      // The document and its children go (cascade), and their readings with them: the picks
      // those readings counted toward must be recomputed.
      const tree: number[] = [existing.id as number];
      for (let level = [...tree]; level.length > 0;) {
        const children = await tx
          .selectFrom('documents')
          .select('id')
          .where('parent_id', 'in', level)
          .execute();
        level = children.map((c) => c.id as number);
        tree.push(...level);
      }
      const rows = await tx
        .selectFrom('project_rows')
        .select('pick_id')
        .where('document_id', 'in', tree)
        .execute();
      await tx.deleteFrom('project_rows').where('document_id', 'in', tree).execute();
      picksChanged(
        tx,
        rows.map((r) => r.pick_id),
      );
    },
  },
});
