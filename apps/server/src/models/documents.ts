import { inventoryModeOf } from '@warehouse/shared';
import type { Tx } from '../db/types';
import { belongsTo, defineModel, hasMany } from './define';
import { picksChanged } from './derived';

/** Whether the project is a list inventory (its typology's mode, the shared `inventoryModeOf`). */
async function isListInventory(tx: Tx, projectId: unknown): Promise<boolean> {
  if (typeof projectId !== 'number') return false;
  const typology = await tx
    .selectFrom('projects as p')
    .innerJoin('project_typologies as t', 't.id', 'p.project_typology_id')
    .select(['t.title', 't.inventory', 't.free', 't.picking'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!typology) return false;
  const mode = inventoryModeOf({
    title: typology.title as string,
    inventory: Boolean(typology.inventory),
    free: Boolean(typology.free),
    picking: Boolean(typology.picking),
  });
  return mode === 'list';
}

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
      // A list inventory's lines are the list's, linked to the location's count document (issue
      // 48): deleting the count deletes its readings and leaves the lines, unlinked, not cascaded.
      if (await isListInventory(tx, existing.project_id)) {
        await tx.updateTable('picks').set({ document_id: null }).where('document_id', 'in', tree).execute();
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
