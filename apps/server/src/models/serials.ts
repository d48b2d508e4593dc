import { belongsTo, defineModel } from './define';

/** Lots. */
export const serials = defineModel({
  name: 'serials',
  singular: 'serial',
  columns: { item_id: 'id', code: 'string' },
  associations: { item: belongsTo('items', 'item_id') },
  searchableAssociations: ['item'],
  writable: ['item_id', 'code'],
  required: ['item_id', 'code'],
});
